import { ApiError } from '@dealloop/client';
import { EMBED_KEY_HEADER } from '@dealloop/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, TEST_API } from '../../test-support/widget-harness';
import { sendEmbedChat } from './embed-chat-stream';

afterEach(() => {
  document.body.replaceChildren();
});

/** A text/event-stream response whose body arrives in the given pieces. */
function streamResponse(pieces: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

const chunk = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;

describe('sendEmbedChat', () => {
  it('posts the conversation with the embed key and no cookies, and streams the answer delta by delta', async () => {
    const fetch = fakeFetch(() =>
      streamResponse([
        chunk('Hello'),
        `${chunk(', inves').slice(0, 10)}`,
        `${chunk(', inves').slice(10)}`,
        chunk('tor'),
        'data: [DONE]\n\n',
      ]),
    );
    const deltas: string[] = [];
    const answer = await sendEmbedChat({
      api: TEST_API,
      embedKey: 'dlk_abcdefghijklmnopqrstuvwx',
      messages: [{ role: 'user', content: 'Hi' }],
      onDelta: (text) => deltas.push(text),
      signal: new AbortController().signal,
    });
    expect(answer).toBe('Hello, investor');
    expect(deltas).toEqual(['Hello', ', inves', 'tor']);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${TEST_API}/api/v1/functions/chat-with-loop`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers[EMBED_KEY_HEADER]).toBe('dlk_abcdefghijklmnopqrstuvwx');
    expect(JSON.parse(String(init?.body))).toEqual({ messages: [{ role: 'user', content: 'Hi' }] });
  });

  it('sends the position of a "near me" question with the conversation', async () => {
    const fetch = fakeFetch(() => streamResponse(['data: [DONE]\n\n']));
    await sendEmbedChat({
      api: TEST_API,
      embedKey: null,
      messages: [{ role: 'user', content: 'deals near me' }],
      onDelta: () => {},
      signal: new AbortController().signal,
      position: { lat: 43.615, lng: -116.202 },
    });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      messages: [{ role: 'user', content: 'deals near me' }],
      position: { lat: 43.615, lng: -116.202 },
    });
  });

  it('rejects with the HTTP status of a refusal (the panel picks the toast by it)', async () => {
    fakeFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'embed_origin_not_allowed', message: 'No.' } }), {
          status: 403,
        }),
    );
    const failure = sendEmbedChat({
      api: TEST_API,
      embedKey: 'dlk_abcdefghijklmnopqrstuvwx',
      messages: [{ role: 'user', content: 'Hi' }],
      onDelta: () => {},
      signal: new AbortController().signal,
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'embed_origin_not_allowed' });
  });

  it('rejects with status 0 when the stream ends before [DONE]', async () => {
    fakeFetch(() => streamResponse([chunk('Half an ans')]));
    await expect(
      sendEmbedChat({
        api: TEST_API,
        embedKey: null,
        messages: [{ role: 'user', content: 'Hi' }],
        onDelta: () => {},
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ status: 0, code: 'chat_incomplete' });
  });
});
