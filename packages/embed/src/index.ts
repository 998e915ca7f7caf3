// Public API of @dealloop/embed (side-effect free): version, widget names, snippets, event and element types.

// events.ts
export type {
  CalculatorChangeDetail,
  DealLoopEventDetails,
  DealLoopEventMap,
  DealLoopEventName,
  GridLoadDetail,
  GridSelectDetail,
} from './events';
export { DEALLOOP_EVENTS } from './events';
// loader/dealloop-global.ts
export type { DealLoopGlobal, MountedWidget } from './loader/dealloop-global';
// snippets.ts
export type { QueuedMountCall } from './snippets';
export { loaderScriptTag, mountSnippet, queueStubSnippet, widgetTag } from './snippets';
// version.ts
export { SDK_VERSION } from './version';
// widgets.ts
export type { WidgetInfo, WidgetName, WidgetOptions } from './widgets';
export { isWidgetName, WIDGET_NAMES, WIDGETS } from './widgets';
