// card.js: the business card widget (<dealloop-business-card card="…">): loads the public card, shows it, then
// adds its QR code from a chunk loaded right after.
import { EMBED_CARD_TEXTS } from '@dealloop/core';
import { apiUrl, embedRefusalOf, getJson, warnOnce } from '../../runtime/api-fetch';
import { parseText } from '../../runtime/attributes';
import { adoptStyles, releaseStyles } from '../../runtime/style-registry';
import type { WidgetAttributes, WidgetContext, WidgetController } from '../../runtime/widget-contract';
import { widgetRoot } from '../../runtime/widget-root.css';
import * as styles from './business-card.css';
import { cardView, element, type PublicCardJson, qrLabelOf } from './business-card-view';
import { cardRefOf } from './card-ref';

/** Side of the QR code in CSS pixels. */
const QR_SIZE = 160;

/** Renders the card into the element's shadow root; a changed `card` or `api` loads the new card. */
export function mount(context: WidgetContext): WidgetController {
  const { root } = context;
  adoptStyles(root);
  const container = element('div', widgetRoot);
  container.setAttribute('data-dealloop-widget', '');
  root.append(container);
  let controller: AbortController | null = null;
  let shown = '';

  const show = (node: Node) => container.replaceChildren(node);
  const notice = (text: string, failed = false) => {
    const note = element('p', failed ? `${styles.notice} ${styles.failed}` : styles.notice, text);
    note.setAttribute('role', failed ? 'alert' : 'status');
    show(note);
  };

  const load = (attributes: WidgetAttributes, api: string) => {
    const ref = cardRefOf(attributes.card);
    // With a key, the API shows only its owner's card, and only on the key's allowed origins.
    const embedKey = parseText(attributes['embed-key']);
    const key = `${api} ${ref} ${embedKey}`;
    if (key === shown) return;
    shown = key;
    controller?.abort();
    if (!ref) {
      notice(EMBED_CARD_TEXTS.noCard);
      return;
    }
    const current = new AbortController();
    controller = current;
    const loading = element('p', styles.notice, EMBED_CARD_TEXTS.loading);
    loading.setAttribute('aria-busy', 'true');
    show(loading);
    getJson<PublicCardJson>(
      apiUrl(api, `/api/v1/cards/${encodeURIComponent(ref)}`, { embedKey }),
      current.signal,
    ).then(
      (card) => {
        if (current.signal.aborted) return;
        const view = cardView(api, card);
        show(view.node);
        // Without its chunk (offline) the card stays usable, only without the QR code.
        import('./card-qr').then(
          ({ qrCodeSvg }) => {
            if (current.signal.aborted) return;
            const svg = qrCodeSvg(view.page, qrLabelOf(card), QR_SIZE, styles.qrCode);
            if (svg) view.qrSlot.append(svg);
          },
          () => {},
        );
      },
      (error: { status?: number }) => {
        if (current.signal.aborted) return;
        const refusal = embedRefusalOf(error);
        if (refusal) warnOnce(refusal);
        if (refusal) notice(refusal, true);
        else if (error?.status === 404) notice(EMBED_CARD_TEXTS.missing);
        else notice(EMBED_CARD_TEXTS.failed, true);
      },
    );
  };

  load(context.attributes, context.api);
  return {
    update: load,
    destroy() {
      controller?.abort();
      container.remove();
      releaseStyles(root);
    },
  };
}
