// The live preview of the Embed page: loads the SDK loader once and shows the chosen widget element with the
// chosen attributes, updating them in place; says so when the SDK cannot be loaded.
import { Alert } from '@dealloop/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './embed.css';
import { EMBED_TEXTS } from './embed-texts';
import { loadSdkScript } from './sdk-script';

export interface EmbedPreviewProps {
  /** The custom element's tag, e.g. `dealloop-property-grid`. */
  tag: string;
  /** Its attributes, as in the snippet. */
  attributes: Readonly<Record<string, string>>;
  /** A note under the preview (e.g. why the chat may not answer here). */
  note?: string;
}

type SdkState = 'loading' | 'ready' | 'failed';

/** Sets `attributes` on `element` and removes the ones it no longer has. */
function syncAttributes(element: Element, attributes: Readonly<Record<string, string>>) {
  for (const name of element.getAttributeNames()) {
    if (!(name in attributes)) element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/** The preview area. */
export function EmbedPreview({ tag, attributes, note }: EmbedPreviewProps) {
  const [sdk, setSdk] = useState<SdkState>('loading');
  const stage = useRef<HTMLDivElement>(null);
  const element = useRef<Element | null>(null);
  const failed = sdk === 'failed';

  useEffect(() => {
    let current = true;
    loadSdkScript().then(
      () => current && setSdk('ready'),
      (error: unknown) => {
        console.warn('DealLoop: the SDK for the live preview failed to load.', error);
        if (current) setSdk('failed');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  // One element per widget: created when the widget changes, its attributes updated in place after that.
  useEffect(() => {
    const host = stage.current;
    if (!host || failed) return;
    const widget = host.ownerDocument.createElement(tag);
    element.current = widget;
    host.replaceChildren(widget);
    return () => {
      widget.remove();
      element.current = null;
    };
  }, [tag, failed]);

  useEffect(() => {
    if (element.current) syncAttributes(element.current, attributes);
  });

  return (
    <div className={styles.preview} aria-busy={sdk === 'loading'}>
      {failed ? (
        <Alert tone="error">{EMBED_TEXTS.previewFailed}</Alert>
      ) : (
        <>
          {sdk === 'loading' ? <p className={styles.muted}>{EMBED_TEXTS.previewLoading}</p> : null}
          <div ref={stage} className={styles.previewStage} />
          {note ? <p className={styles.muted}>{note}</p> : null}
        </>
      )}
    </div>
  );
}
