// `@dealloop/embed/react`: thin React components that render the SDK's custom elements with typed props and
// events. The page loads the SDK (the loader script tag, or `import '@dealloop/embed/web'`) to define them.
import { type CSSProperties, createElement, useEffect, useRef, version } from 'react';
import type {
  CalculatorChangeDetail,
  DealLoopEventDetails,
  DealLoopEventName,
  GridLoadDetail,
  GridSelectDetail,
} from './events';
import { attributeNameOf, WIDGETS, type WidgetName } from './widgets';

/** Props every widget component takes. */
export interface DealLoopWidgetProps {
  /** The DealLoop origin; default: the origin the SDK was loaded from. */
  api?: string;
  theme?: 'light' | 'dark' | 'auto';
  className?: string;
  /** Set `--dl-*` theme variables here to re-theme the widget. */
  style?: CSSProperties;
}

type Handlers = Partial<{
  [Name in DealLoopEventName]: (event: CustomEvent<DealLoopEventDetails[Name]>) => void;
}>;

/**
 * The prop that sets a custom element's class: React 19 maps `className` to it, React 18 passes every custom
 * element prop through as an attribute of that name (`className` would become a `classname` attribute).
 */
const CLASS_PROP = Number.parseInt(version, 10) >= 19 ? 'className' : 'class';

function useWidgetElement(
  widget: WidgetName,
  attributes: Record<string, unknown>,
  handlers: Handlers,
  common: DealLoopWidgetProps,
) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.entries(handlers)
    .filter(([, handler]) => handler)
    .map(([name]) => name)
    .sort()
    .join(' ');
  useEffect(() => {
    const element = ref.current;
    if (!element || names === '') return;
    const listeners = names.split(' ').map((name) => {
      const listener = (event: Event) =>
        latest.current[name as DealLoopEventName]?.(event as CustomEvent<never>);
      element.addEventListener(name, listener);
      return () => element.removeEventListener(name, listener);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, [names]);
  const props: Record<string, unknown> = { ref, [CLASS_PROP]: common.className, style: common.style };
  for (const [key, value] of Object.entries({ api: common.api, theme: common.theme, ...attributes })) {
    if (value !== undefined && value !== null && value !== '') props[attributeNameOf(key)] = String(value);
  }
  return createElement(WIDGETS[widget].tag, props);
}

/** Props of the property grid: published listings, optionally one lister's. */
export interface PropertyGridProps extends DealLoopWidgetProps {
  location?: string;
  /** A user id: only that wholesaler's listings. */
  lister?: string;
  /** How many listings (1 to 50; default 6). */
  limit?: number;
  embedKey?: string;
  onLoad?: (event: CustomEvent<GridLoadDetail>) => void;
  /** Cancel (`event.preventDefault()`) to stay on the page instead of opening the listing. */
  onSelect?: (event: CustomEvent<GridSelectDetail>) => void;
}

/** `<dealloop-property-grid>` */
export function DealLoopPropertyGrid({
  location,
  lister,
  limit,
  embedKey,
  onLoad,
  onSelect,
  ...common
}: PropertyGridProps) {
  return useWidgetElement(
    'property-grid',
    { location, lister, limit, embedKey },
    { 'dealloop:grid:load': onLoad, 'dealloop:grid:select': onSelect },
    common,
  );
}

/** Props of the business card. */
export interface BusinessCardProps extends DealLoopWidgetProps {
  /** The card's slug or id, or its page address. */
  card: string;
  /** With a key, only its owner's card shows (and only on the key's origins). */
  embedKey?: string;
}

/** `<dealloop-business-card>` */
export function DealLoopBusinessCard({ card, embedKey, ...common }: BusinessCardProps) {
  return useWidgetElement('business-card', { card, embedKey }, {}, common);
}

/** Props of the Loop chat. */
export interface ChatProps extends DealLoopWidgetProps {
  /** The embed key created in the DealLoop dashboard for this site's origin. */
  embedKey: string;
  onOpen?: (event: CustomEvent<Record<string, never>>) => void;
  onClose?: (event: CustomEvent<Record<string, never>>) => void;
}

/** `<dealloop-chat>` */
export function DealLoopChat({ embedKey, onOpen, onClose, ...common }: ChatProps) {
  return useWidgetElement(
    'chat',
    { embedKey },
    { 'dealloop:chat:open': onOpen, 'dealloop:chat:close': onClose },
    common,
  );
}

/** Props of the deal calculator (initial amounts in dollars). */
export interface DealCalculatorProps extends DealLoopWidgetProps {
  price?: number;
  arv?: number;
  repairs?: number;
  holding?: number;
  closing?: number;
  /** The investor's desired profit (the `profit` attribute). */
  profit?: number;
  fee?: number;
  onChange?: (event: CustomEvent<CalculatorChangeDetail>) => void;
}

/** `<dealloop-deal-calculator>` */
export function DealLoopDealCalculator({
  price,
  arv,
  repairs,
  holding,
  closing,
  profit,
  fee,
  onChange,
  ...common
}: DealCalculatorProps) {
  return useWidgetElement(
    'deal-calculator',
    { price, arv, repairs, holding, closing, profit, fee },
    { 'dealloop:calculator:change': onChange },
    common,
  );
}
