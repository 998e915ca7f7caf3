// The site's Loop chat: the floating chat of every page, asking through the API client and failing with a toast.
import type { ChatMessage } from '@dealloop/client';
import { chatFailureMessage } from '@dealloop/core';
import { LoopChat, type LoopChatProps } from '@dealloop/ui';
import { useCallback } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { Link } from '../../router';
import * as styles from './loop-chat-host.css';

/** Relative links in Loop's answers navigate in the app (Markdown opens absolute ones in a new tab). */
const renderLink: NonNullable<LoopChatProps['renderLink']> = (href, children) => (
  <Link to={href}>{children}</Link>
);

/** The floating Loop chat, wired to `client.chat.send` and the toast store. */
export function LoopChatHost() {
  const { client } = useServices();
  const toast = useToast();
  const send = useCallback<LoopChatProps['send']>(
    async (messages: ChatMessage[], onDelta, signal, { position }) => {
      await client.chat.send(messages, { onDelta, signal, position });
    },
    [client],
  );
  const onError = useCallback((status: number | null) => toast.error(chatFailureMessage(status)), [toast]);
  return <LoopChat send={send} onError={onError} renderLink={renderLink} className={styles.host} />;
}
