// The Loop chat panel (chat-panel.js): ui's LoopChat over the embed-key chat stream, its errors as toasts.
import { chatFailureMessage } from '@dealloop/core';
import {
  LoopChat,
  type LoopChatContext,
  type LoopChatMessage,
  loopChatZoom,
  Toaster,
  type ToastMessage,
} from '@dealloop/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { emitDealLoopEvent } from '../../events';
import { embedRefusalOf, warnOnce } from '../../runtime/api-fetch';
import { parseText } from '../../runtime/attributes';
import type { WidgetProps } from '../../runtime/render-widget';
import * as styles from './chat-panel.css';
import { sendEmbedChat } from './embed-chat-stream';

/** The custom property behind ui's `loopChatZoom` (`var(--name)` -> `--name`). */
const ZOOM_PROPERTY = loopChatZoom.slice(4, -1);

/** The CSS zoom in effect on the element (a host's `body { zoom }`), 1 where browsers do not tell. */
const zoomOf = (element: HTMLElement) => (element as { currentCSSZoom?: number }).currentCSSZoom || 1;

/** The chat, open from the start (the launcher was clicked); answer links lead to the marketplace in a new tab. */
export function ChatPanel({ host, api, attributes }: WidgetProps) {
  const embedKey = parseText(attributes['embed-key']);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);
  // The server's reason when it refused the key or this page's origin: shown as is, since it names the fix.
  const refusal = useRef<string | null>(null);

  const send = useCallback(
    async (
      messages: LoopChatMessage[],
      onDelta: (text: string) => void,
      signal: AbortSignal,
      { position }: LoopChatContext,
    ) => {
      refusal.current = null;
      try {
        await sendEmbedChat({ api, embedKey, messages, onDelta, signal, position });
      } catch (error) {
        refusal.current = embedRefusalOf(error);
        if (refusal.current) warnOnce(refusal.current);
        throw error;
      }
    },
    [api, embedKey],
  );

  const onError = useCallback((status: number | null) => {
    nextId.current += 1;
    const toast: ToastMessage = {
      id: `chat-${nextId.current}`,
      tone: 'error',
      message: refusal.current ?? chatFailureMessage(status),
      // A refusal stays until dismissed: the developer has to read what to fix.
      ...(refusal.current ? { duration: 0 } : {}),
    };
    setToasts((current) => [...current, toast]);
  }, []);

  const renderLink = useCallback(
    (href: string, children: ReactNode) => (
      <a
        className={styles.answerLink}
        href={new URL(href, `${api}/`).href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children}
      </a>
    ),
    [api],
  );

  return (
    <div className={styles.zoomed} style={{ [ZOOM_PROPERTY]: String(zoomOf(host)) }}>
      <LoopChat
        defaultOpen
        send={send}
        onError={onError}
        renderLink={renderLink}
        onOpenChange={(open) =>
          emitDealLoopEvent(host, open ? 'dealloop:chat:open' : 'dealloop:chat:close', {})
        }
      />
      <Toaster
        toasts={toasts}
        onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))}
      />
    </div>
  );
}
