// grid.js: the property grid widget module the <dealloop-property-grid> element loads.
import { renderWidget } from '../../runtime/render-widget';
import type { WidgetContext, WidgetController } from '../../runtime/widget-contract';
import { PropertyGrid } from './property-grid';

/** Renders the property grid into the element's shadow root. */
export function mount(context: WidgetContext): WidgetController {
  return renderWidget(context, PropertyGrid);
}
