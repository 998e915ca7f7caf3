// The SDK's DOM events: namespaced names, their typed details, and the one function that dispatches them.

/** Detail of `dealloop:grid:load`: how many listings the grid shows. */
export interface GridLoadDetail {
  count: number;
}

/** Detail of `dealloop:grid:select`: the chosen listing and its marketplace page. */
export interface GridSelectDetail {
  id: string;
  url: string;
}

/**
 * Detail of `dealloop:calculator:change`: the amounts (empty costs are 0) and what follows from them (null when
 * not computable): `profit` and `roi` are the buyer's at the price, `mao` the 70% rule's, `maoItemised` the ARV
 * less every cost, the desired profit and the fee.
 */
export interface CalculatorChangeDetail {
  price: number | null;
  arv: number | null;
  repairCost: number | null;
  holding: number | null;
  closing: number | null;
  desiredProfit: number | null;
  fee: number | null;
  profit: number | null;
  roi: number | null;
  mao: number | null;
  maoItemised: number | null;
}

/** Details of every SDK event by name. */
export interface DealLoopEventDetails {
  'dealloop:grid:load': GridLoadDetail;
  'dealloop:grid:select': GridSelectDetail;
  'dealloop:chat:open': Record<string, never>;
  'dealloop:chat:close': Record<string, never>;
  'dealloop:calculator:change': CalculatorChangeDetail;
}

/** The SDK events as `addEventListener` sees them (for typing listeners on the elements). */
export type DealLoopEventMap = {
  [Name in keyof DealLoopEventDetails]: CustomEvent<DealLoopEventDetails[Name]>;
};

/** An SDK event's name. */
export type DealLoopEventName = keyof DealLoopEventDetails;

/** The events a listener can cancel with `preventDefault()`. */
const CANCELABLE: ReadonlySet<DealLoopEventName> = new Set(['dealloop:grid:select']);

/** Every SDK event name. */
export const DEALLOOP_EVENTS: readonly DealLoopEventName[] = [
  'dealloop:grid:load',
  'dealloop:grid:select',
  'dealloop:chat:open',
  'dealloop:chat:close',
  'dealloop:calculator:change',
];

/**
 * Dispatches an SDK event on the widget's element: it bubbles and crosses shadow roots (composed). Answers false
 * when a listener canceled a cancelable event.
 */
export function emitDealLoopEvent<Name extends DealLoopEventName>(
  target: EventTarget,
  name: Name,
  detail: DealLoopEventDetails[Name],
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) }),
  );
}
