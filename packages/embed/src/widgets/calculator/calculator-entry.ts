// calculator.js: the deal calculator widget module the <dealloop-deal-calculator> element loads.
import { renderWidget } from '../../runtime/render-widget';
import type { WidgetContext, WidgetController } from '../../runtime/widget-contract';
import { DealCalculatorWidget } from './deal-calculator';

/** Renders the deal calculator into the element's shadow root. */
export function mount(context: WidgetContext): WidgetController {
  return renderWidget(context, DealCalculatorWidget);
}
