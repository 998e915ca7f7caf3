// chat-panel.js: the Loop chat panel, loaded by the launcher (chat.js) on first open.
import { renderWidget } from '../../runtime/render-widget';
import type { WidgetContext, WidgetController } from '../../runtime/widget-contract';
import { ChatPanel } from './chat-panel';

/** Renders the open chat panel into the chat element's shadow root. */
export function mountPanel(context: WidgetContext): WidgetController {
  return renderWidget(context, ChatPanel);
}
