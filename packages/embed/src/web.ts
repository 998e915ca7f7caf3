// `@dealloop/embed/web`: registers the four custom elements when imported (for apps that bundle the SDK).
import { defineWidgetElements } from './loader/define-elements';
import type { WidgetModule } from './runtime/widget-contract';
import type { WidgetName } from './widgets';

const MODULES: Record<WidgetName, () => Promise<WidgetModule>> = {
  'property-grid': () => import('./widgets/grid/grid-entry'),
  'business-card': () => import('./widgets/card/card-entry'),
  chat: () => import('./widgets/chat/chat-entry'),
  'deal-calculator': () => import('./widgets/calculator/calculator-entry'),
};

// Bundled into an app, this module's URL is the app's, so there is no default API origin: each element needs its
// `api` attribute (the React wrapper's `api` prop), and one without it says so.
defineWidgetElements({ api: '', load: (widget) => MODULES[widget]() });
