// The contract between the custom elements (loader or ./web) and a widget module such as grid.js.

/** The element's attributes by name (only those present). */
export type WidgetAttributes = Readonly<Record<string, string>>;

/** What a widget module gets when its element connects. */
export interface WidgetContext {
  /** The custom element (events are dispatched on it). */
  host: HTMLElement;
  /** The element's open shadow root, where the widget renders with its styles. */
  root: ShadowRoot;
  /** The DealLoop origin the widget calls (`https://dealloop.example`), without a trailing slash. */
  api: string;
  attributes: WidgetAttributes;
  /**
   * The answer (`getJson`'s) of the read the element started itself as it connected, while the widget's code
   * loaded (the loader does it for the grid's search), when `url` is that read; only the first call gets it, any
   * other gets null (the widget then asks itself). Absent when the element started none.
   */
  claimEarlyRead?: (url: string) => Promise<unknown> | null;
}

/** A rendered widget. */
export interface WidgetController {
  /** Re-renders with the element's current attributes and API origin. */
  update(attributes: WidgetAttributes, api: string): void;
  /** Unmounts and removes everything the widget added to the shadow root. */
  destroy(): void;
}

/** What every widget module (grid.js, card.js, calculator.js, chat.js) exports. */
export interface WidgetModule {
  mount(context: WidgetContext): WidgetController;
}
