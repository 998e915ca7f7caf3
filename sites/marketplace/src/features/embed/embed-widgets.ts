// The four embeddable widgets as the Embed page offers them: their labels, and the attributes of each for the
// chosen key, the signed-in wholesaler and the options typed on the page (shared by the snippets and the preview).
import type { WidgetName } from '@dealloop/embed';

/** The widgets, in the order the page lists them (the SDK's names, as `DealLoop.mount` takes them). */
export const EMBED_WIDGETS: readonly WidgetName[] = [
  'property-grid',
  'business-card',
  'chat',
  'deal-calculator',
];

/** A widget of the page. */
export type EmbedWidget = WidgetName;

/** The label of each widget in the page's chooser. */
export const EMBED_WIDGET_LABELS: Readonly<Record<EmbedWidget, string>> = Object.freeze({
  'property-grid': 'Property grid (your listings)',
  'business-card': 'Business card',
  chat: 'Loop chat',
  'deal-calculator': 'Deal calculator',
});

/** Attribute names as `DealLoop.mount()` options: `embed-key` -> `embedKey`. */
export function mountOptionsOf(attributes: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

/** The widget themes; `auto` follows the visitor's colour scheme and is the widgets' default. */
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The listings a grid shows when the page says nothing else. */
export const DEFAULT_GRID_LIMIT = 6;
/** The most listings a grid of the page may ask for. */
export const MAX_GRID_LIMIT = 24;

/** What the page's options hold (text as typed; blank means "not set"). */
export interface EmbedOptions {
  theme: EmbedTheme;
  location: string;
  limit: string;
  /** The card's public address (cardUrl) or id. */
  card: string;
  price: string;
  arv: string;
  repairs: string;
  holding: string;
  closing: string;
  /** The investor's desired profit. */
  profit: string;
  fee: string;
}

/** The options the page starts with. */
export const INITIAL_EMBED_OPTIONS: EmbedOptions = Object.freeze({
  theme: 'auto',
  location: '',
  limit: String(DEFAULT_GRID_LIMIT),
  card: '',
  price: '',
  arv: '',
  repairs: '',
  holding: '',
  closing: '',
  profit: '',
  fee: '',
});

/** Who the snippet is for. */
export interface EmbedContext {
  /** The chosen embed key (`dlk_…`). */
  embedKey: string;
  /** The signed-in user's id: a grid shows only their listings. */
  userId: string;
}

/** A whole non-negative amount as typed ("150,000" and "$150000" read as 150000), or null. */
function amount(text: string): string | null {
  const digits = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? String(Math.round(Number(digits))) : null;
}

/** A listing count from 1 to MAX_GRID_LIMIT, or the default. */
function gridLimit(text: string): string {
  const value = Number.parseInt(text, 10);
  return String(Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_GRID_LIMIT) : DEFAULT_GRID_LIMIT);
}

/** Adds the entries whose value is not null, in order. */
function present(entries: [string, string | null][]): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of entries) if (value !== null) attributes[name] = value;
  return attributes;
}

/** The widget element's attributes (names as in HTML) for a context and the page's options. */
export function widgetAttributes(
  widget: EmbedWidget,
  context: EmbedContext,
  options: EmbedOptions,
): Record<string, string> {
  const theme: [string, string | null] = ['theme', options.theme === 'auto' ? null : options.theme];
  switch (widget) {
    case 'property-grid':
      return present([
        ['lister', context.userId],
        ['location', options.location.trim() || null],
        ['limit', gridLimit(options.limit)],
        ['embed-key', context.embedKey],
        theme,
      ]);
    case 'business-card':
      return present([['card', options.card.trim() || null], theme]);
    case 'chat':
      return present([['embed-key', context.embedKey], theme]);
    case 'deal-calculator':
      return present([
        ['price', amount(options.price)],
        ['arv', amount(options.arv)],
        ['repairs', amount(options.repairs)],
        ['holding', amount(options.holding)],
        ['closing', amount(options.closing)],
        ['profit', amount(options.profit)],
        ['fee', amount(options.fee)],
        theme,
      ]);
  }
}
