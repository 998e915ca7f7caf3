// The four widgets: their names, custom element tags, built module files and observed attributes.

/** A widget's name, as `DealLoop.mount(element, widget, options)` takes it. */
export type WidgetName = 'property-grid' | 'business-card' | 'chat' | 'deal-calculator';

/** What the SDK knows of a widget before its code loads. */
export interface WidgetInfo {
  /** The custom element's tag. */
  readonly tag: `dealloop-${WidgetName}`;
  /** The ES module under the SDK's base URL that renders it (`grid.js`...). */
  readonly module: string;
  /** The attributes it reads; changing one re-renders it. */
  readonly attributes: readonly string[];
}

/** Attributes every widget reads: the API origin override and the colour theme. */
const COMMON = ['api', 'theme'] as const;

/** Every widget by name. */
export const WIDGETS: Readonly<Record<WidgetName, WidgetInfo>> = {
  'property-grid': {
    tag: 'dealloop-property-grid',
    module: 'grid.js',
    attributes: [...COMMON, 'location', 'lister', 'limit', 'embed-key'],
  },
  'business-card': {
    tag: 'dealloop-business-card',
    module: 'card.js',
    attributes: [...COMMON, 'card', 'embed-key'],
  },
  chat: { tag: 'dealloop-chat', module: 'chat.js', attributes: [...COMMON, 'embed-key'] },
  'deal-calculator': {
    tag: 'dealloop-deal-calculator',
    module: 'calculator.js',
    attributes: [...COMMON, 'price', 'arv', 'repairs', 'holding', 'closing', 'profit', 'fee'],
  },
};

/** The widget names, in a stable order. */
export const WIDGET_NAMES = Object.keys(WIDGETS) as WidgetName[];

/** Whether a value names a widget. */
export function isWidgetName(value: unknown): value is WidgetName {
  return typeof value === 'string' && Object.hasOwn(WIDGETS, value);
}

/** Options of a widget as `mount()` and the snippets take them: attribute values by camelCase or kebab name. */
export type WidgetOptions = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The attribute name of an option key: `embedKey` -> `embed-key` (kebab names pass through). */
export function attributeNameOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
