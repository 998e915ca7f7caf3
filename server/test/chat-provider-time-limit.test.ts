// Loop's time limit for a whole answer with a model provider (LOOP_ANSWER_TIMEOUT_MS): a slow provider that keeps
// the connection alive (so the idle timeout never fires) still gets an answer ended at the limit, with what was
// written or with a clear message, the stream closed with [DONE] and the upstream request cancelled.
import { LOOP_ANSWER_TEXTS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATH, readChatStream } from './support/chat-fixtures';
import { sendChunk, startFakeProvider, startStream } from './support/fake-model-provider';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeProvider>>;
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  fake = await startFakeProvider();
  t = await createTestApp({
    LOOP_API_BASE_URL: fake.baseUrl,
    LOOP_MODEL: 'fake-model',
    LOOP_TIMEOUT_MS: '20000',
    LOOP_ANSWER_TIMEOUT_MS: '600',
  });
});
afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  await t.close();
  await fake.close();
});

const chat = (content: string) =>
  t.call('POST', CHAT_PATH, { json: { messages: [{ role: 'user', content }] } });

/** Writes `write()` every 50 ms until the connection closes: a provider that is slow but never idle. */
function keepWriting(res: import('node:http').ServerResponse, write: () => void) {
  const timer = setInterval(() => {
    if (res.writableEnded || res.destroyed) clearInterval(timer);
    else write();
  }, 50);
  timers.add(timer);
  res.on('close', () => clearInterval(timer));
}

describe('the time limit of one answer', () => {
  it('ends an answer that keeps streaming with what was written and a note, and cancels the provider', async () => {
    fake.script((res) => {
      startStream(res);
      sendChunk(res, { content: 'The first part' });
      keepWriting(res, () => sendChunk(res, { content: '.' }));
    });
    const res = await chat('tell me everything about wholesaling');
    expect(res.status).toBe(200);
    const { contents, done, answer } = readChatStream(res.text);
    expect(contents[0]).toBe('The first part');
    expect(contents.at(-1)).toBe(LOOP_ANSWER_TEXTS.answerCutShort);
    expect(answer.startsWith('The first part')).toBe(true);
    expect(done).toBe(true);
    await expect.poll(() => fake.requests.at(-1)?.closedEarly).toBe(true);
  });

  it('says it took too long when the provider wrote nothing by the limit (only keep-alive comments)', async () => {
    fake.script((res) => {
      startStream(res);
      keepWriting(res, () => res.write(': keep-alive\n\n'));
    });
    const res = await chat('hello');
    expect(res.status).toBe(200);
    const { contents, done } = readChatStream(res.text);
    expect(contents).toEqual([LOOP_ANSWER_TEXTS.answerTimedOut]);
    expect(done).toBe(true);
    await expect.poll(() => fake.requests.at(-1)?.closedEarly).toBe(true);
  });

  it('stops a model that is still calling tools at the limit', async () => {
    // Every round asks for another tool call, slowly (each round takes longer than the limit shares out).
    const slowToolRound = (round: number) => (res: import('node:http').ServerResponse) => {
      startStream(res);
      setTimeout(() => {
        if (res.destroyed) return;
        sendChunk(res, {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              index: 0,
              id: `call_${round}`,
              type: 'function',
              function: { name: 'knowledge_lookup', arguments: '{"query":"earnest money"}' },
            },
          ],
        });
        sendChunk(res, {}, 'tool_calls');
        res.end('data: [DONE]\n\n');
      }, 250);
    };
    const before = fake.requests.length;
    fake.script(slowToolRound(1), slowToolRound(2), slowToolRound(3), slowToolRound(4), slowToolRound(5));
    const res = await chat('what is earnest money?');
    expect(res.status).toBe(200);
    expect(readChatStream(res.text)).toMatchObject({
      contents: [LOOP_ANSWER_TEXTS.answerTimedOut],
      done: true,
    });
    // Fewer rounds than the tool-round cap allows: the time limit ended it.
    expect(fake.requests.length - before).toBeLessThan(5);
  });
});
