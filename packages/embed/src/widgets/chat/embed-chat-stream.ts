// Asking Loop from a host page: POST chat-with-loop with the embed key (no cookies), read with the client's reader.
import { ApiError, CHAT_PATH, type ChatMessage, sendChat } from '@dealloop/client';
import { EMBED_KEY_HEADER } from '@dealloop/core';

/** A question to Loop from an embedded chat. */
export interface EmbedChatRequest {
  /** The DealLoop origin, without a trailing slash. */
  api: string;
  /** The embed key of the host site (its origin must be one of the key's allowed origins). */
  embedKey: string | null;
  messages: ChatMessage[];
  onDelta: (text: string) => void;
  signal: AbortSignal;
  /** The browser's position for a "near me" question the visitor let the browser answer, else null. */
  position?: { lat: number; lng: number } | null;
}

/**
 * Streams Loop's answer: resolves with the whole text; rejects with an ApiError (its `status` is the HTTP status,
 * 0 when the server was not reached or the stream broke off) or with the signal's reason when aborted.
 */
export function sendEmbedChat({
  api,
  embedKey,
  messages,
  onDelta,
  signal,
  position = null,
}: EmbedChatRequest): Promise<string> {
  return sendChat(
    {
      async open(body, openSignal) {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (embedKey) headers[EMBED_KEY_HEADER] = embedKey;
        let response: Response;
        try {
          response = await fetch(`${api}${CHAT_PATH}`, {
            method: 'POST',
            credentials: 'omit',
            headers,
            body: JSON.stringify(body),
            signal: openSignal,
          });
        } catch (error) {
          if (openSignal?.aborted) throw openSignal.reason ?? error;
          throw ApiError.network(error);
        }
        if (!response.ok) throw await ApiError.fromResponse(response);
        return response;
      },
    },
    messages,
    { onDelta, signal, position },
  );
}
