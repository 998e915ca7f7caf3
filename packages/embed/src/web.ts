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

// Without an `api` attribute, widgets call the origin this module was served from.
defineWidgetElements({ api: new URL(import.meta.url).origin, load: (widget) => MODULES[widget]() });
