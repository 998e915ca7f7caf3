// chat.js: the Loop chat launcher. A plain button (no preact, no LoopChat) that loads chat-panel.js on first open.
import { EMBED_CHAT_TEXTS, LOOP_CHAT_LAUNCHER_LABEL } from '@dealloop/core';
import { emitDealLoopEvent } from '../../events';
import { parseText } from '../../runtime/attributes';
import { adoptStyles, releaseStyles } from '../../runtime/style-registry';
import type { WidgetAttributes, WidgetContext, WidgetController } from '../../runtime/widget-contract';
import { widgetRoot } from '../../runtime/widget-root.css';
import * as styles from './chat-launcher.css';

const SVG = 'http://www.w3.org/2000/svg';
/** ui's `chat` icon (icons.tsx), drawn here so the launcher needs no component library. */
const CHAT_ICON_PATH = 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z';

function chatIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ width: '22', height: '22', viewBox: '0 0 24 24' })) {
    svg.setAttribute(name, value);
  }
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  for (const [name, value] of Object.entries({
    d: CHAT_ICON_PATH,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  })) {
    path.setAttribute(name, value);
  }
  svg.append(path);
  return svg;
}

/** Renders the launcher; the first click loads the panel (ui's LoopChat), which then replaces the launcher. */
export function mount(context: WidgetContext): WidgetController {
  const { host, root } = context;
  let attributes: WidgetAttributes = context.attributes;
  let api = context.api;
  let panel: WidgetController | null = null;
  let opening = false;
  let destroyed = false;
  // Whether the panel is open, from the widget's own events: removing an open chat closes it, and says so.
  let open = false;
  const track = (event: Event) => {
    open = event.type === 'dealloop:chat:open';
  };
  host.addEventListener('dealloop:chat:open', track);
  host.addEventListener('dealloop:chat:close', track);

  adoptStyles(root);
  const container = document.createElement('div');
  container.className = widgetRoot;
  container.setAttribute('data-dealloop-widget', '');
  const wrapper = document.createElement('div');
  wrapper.className = styles.root;
  const note = document.createElement('p');
  note.className = styles.note;
  note.setAttribute('role', 'status');
  note.hidden = true;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.launcher;
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  button.append(chatIcon(), LOOP_CHAT_LAUNCHER_LABEL);
  wrapper.append(note, button);
  container.append(wrapper);
  root.append(container);

  const say = (text: string) => {
    note.textContent = text;
    note.hidden = false;
  };

  button.addEventListener('click', () => {
    if (opening || panel) return;
    if (!parseText(attributes['embed-key'])) {
      say(EMBED_CHAT_TEXTS.noKey);
      return;
    }
    opening = true;
    button.setAttribute('aria-busy', 'true');
    note.hidden = true;
    import('./chat-panel-entry').then(
      (module) => {
        opening = false;
        button.removeAttribute('aria-busy');
        if (destroyed) return;
        wrapper.remove();
        panel = module.mountPanel({ host, root, api, attributes });
        emitDealLoopEvent(host, 'dealloop:chat:open', {});
      },
      () => {
        opening = false;
        button.removeAttribute('aria-busy');
        say(EMBED_CHAT_TEXTS.loadFailed);
      },
    );
  });

  return {
    update(next, nextApi) {
      attributes = next;
      api = nextApi;
      panel?.update(next, nextApi);
    },
    destroy() {
      destroyed = true;
      panel?.destroy();
      // Listeners on the element hear it (a removed element's events no longer reach the document).
      if (open) emitDealLoopEvent(host, 'dealloop:chat:close', {});
      open = false;
      host.removeEventListener('dealloop:chat:open', track);
      host.removeEventListener('dealloop:chat:close', track);
      container.remove();
      releaseStyles(root);
    },
  };
}
