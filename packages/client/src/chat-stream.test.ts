// chat.send against a fake API: the request, the streamed deltas, [DONE], error answers, broken streams, abort.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { paths, REFRESH, setup } from './test-support/client-under-test';
import { errorResponse, type RecordedCall } from './test-support/fake-api';
import type { ChatMessage } from './types';

const CHAT = '/api/v1/functions/chat-with-loop';
const encoder = new TextEncoder();
const question: ChatMessage[] = [{ role: 'user', content: '3 bed under 200k near Boise' }];

/** A chunk of the answer as the server streams it. */
const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** A streamed answer made of these pieces of text, each its own network chunk. */
function streamOf(pieces: string[], options: { failAtEnd?: boolean } = {}) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (options.failAtEnd) controller.error(new TypeError('network error'));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    get cancelled() {
      return cancelled;
    },
  };
}

/** A client whose chat endpoint answers with `answer` and records each call. */
function chatting(answer: () => Response, options: { ttlSeconds?: number } = {}) {
  const under = setup(options);
  const calls: RecordedCall[] = [];
  under.api.on(`POST ${CHAT}`, (call) => {
    calls.push(call);
    return answer();
  });
  return { ...under, calls };
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('chat.send', () => {
  it('posts the messages as JSON and streams each delta, resolving with the whole answer at [DONE]', async () => {
    const { client, calls } = chatting(
      () =>
        streamOf([delta('Here are '), delta('2 deals: see [the list](/properties).'), 'data: [DONE]\n\n'])
          .response,
    );
    const deltas: string[] = [];
    const answer = await client.chat.send(question, { onDelta: (text) => deltas.push(text) });
    expect(answer).toBe('Here are 2 deals: see [the list](/properties).');
    expect(deltas).toEqual(['Here are ', '2 deals: see [the list](/properties).']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.json).toEqual({ messages: question });
    expect(calls[0]?.headers.get('accept')).toBe('text/event-stream');
  });

  it('sends the position only when one is given', async () => {
    const { client, calls } = chatting(() => streamOf(['data: [DONE]\n\n']).response);
    await client.chat.send(question, { position: { lat: 32.78, lng: -96.6 } });
    await client.chat.send(question, { position: null });
    expect(calls.map((call) => call.json)).toEqual([
      { messages: question, position: { lat: 32.78, lng: -96.6 } },
      { messages: question },
    ]);
  });

  it('reassembles events split anywhere across network chunks, CRLF included', async () => {
    const text = `${delta('Hello')}${delta(', world')}data: [DONE]\r\n\r\n`.replaceAll('\n\n', '\r\n\r\n');
    const pieces = text.match(/.{1,7}/gs) ?? [];
    const { client } = chatting(() => streamOf(pieces).response);
    const deltas: string[] = [];
    await expect(client.chat.send(question, { onDelta: (t) => deltas.push(t) })).resolves.toBe(
      'Hello, world',
    );
    expect(deltas).toEqual(['Hello', ', world']);
  });

  it('ignores comments, empty deltas and role-only chunks', async () => {
    const roleOnly = `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`;
    const { client } = chatting(
      () => streamOf([': keep-alive\n\n', roleOnly, delta(''), delta('Hi'), 'data: [DONE]\n\n']).response,
    );
    await expect(client.chat.send(question)).resolves.toBe('Hi');
  });

  it('sends the bearer token when signed in and none when anonymous', async () => {
    const signedIn = chatting(() => streamOf(['data: [DONE]\n\n']).response, { ttlSeconds: 900 });
    await signedIn.client.chat.send(question);
    expect(signedIn.calls[0]?.authorization).toBe(`Bearer ${signedIn.session?.accessToken}`);

    const anonymous = chatting(() => streamOf([delta('Hi'), 'data: [DONE]\n\n']).response);
    await expect(anonymous.client.chat.send(question)).resolves.toBe('Hi');
    expect(anonymous.calls[0]?.authorization).toBeNull();
  });

  it('refreshes a token that expires soon before asking', async () => {
    const { client, api, calls } = chatting(() => streamOf(['data: [DONE]\n\n']).response, { ttlSeconds: 5 });
    await client.chat.send(question);
    expect(paths(api)).toEqual([`POST ${REFRESH}`, `POST ${CHAT}`]);
    expect(calls[0]?.authorization).toBe('Bearer access-2');
  });

  it.each([
    [429, 'rate_limited', { 'retry-after': '30' }, 30],
    [402, 'provider_credit_exhausted', {}, undefined],
    [400, 'invalid_request', {}, undefined],
    [500, 'server_error', {}, undefined],
  ])('rejects a %i answer with its ApiError', async (status, code, headers, retryAfterSeconds) => {
    const { client } = chatting(() => errorResponse(status, code, 'No.', headers));
    const error = await rejectionOf(client.chat.send(question));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code });
    expect((error as ApiError).retryAfterSeconds).toBe(retryAfterSeconds);
  });

  it('rejects with status 0 when the server is not reached', async () => {
    const { client, api } = chatting(() => streamOf([]).response);
    api.offline = true;
    await expect(rejectionOf(client.chat.send(question))).resolves.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('rejects a body that ends before [DONE], even after some text', async () => {
    const { client } = chatting(() => streamOf([delta('Half an ans')]).response);
    const deltas: string[] = [];
    const error = await rejectionOf(client.chat.send(question, { onDelta: (t) => deltas.push(t) }));
    expect(error).toMatchObject({ status: 0, code: 'chat_incomplete' });
    expect(deltas).toEqual(['Half an ans']);
  });

  it('rejects a stream that breaks off', async () => {
    const { client } = chatting(() => streamOf([delta('Half')], { failAtEnd: true }).response);
    await expect(rejectionOf(client.chat.send(question))).resolves.toMatchObject({
      status: 0,
      code: 'chat_incomplete',
    });
  });

  it('rejects with the error the server reports inside the stream', async () => {
    const failure = `data: ${JSON.stringify({ error: { code: 'provider_error', message: 'Upstream failed.' } })}\n\n`;
    const { client } = chatting(() => streamOf([delta('Hi'), failure, 'data: [DONE]\n\n']).response);
    await expect(rejectionOf(client.chat.send(question))).resolves.toMatchObject({
      status: 0,
      code: 'provider_error',
      message: 'Upstream failed.',
    });
  });

  it('stops reading and rejects with the abort reason when the caller aborts mid-stream', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel() {
        cancelled = true;
      },
    });
    const { client } = chatting(
      () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    );
    const abort = new AbortController();
    const deltas: string[] = [];
    const sent = client.chat.send(question, { signal: abort.signal, onDelta: (t) => deltas.push(t) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.enqueue(encoder.encode(delta('First')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    abort.abort();
    const error = await rejectionOf(sent);
    expect((error as Error).name).toBe('AbortError');
    expect(deltas).toEqual(['First']);
    expect(cancelled).toBe(true);
  });
});
