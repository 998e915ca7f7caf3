// Helpers of the Loop chat tests: asking through the API, reading the event stream, seeding listings.
import { expect } from 'vitest';
import type { Account } from './deal-fixtures';
import type { TestApp } from './test-app';

export const CHAT_PATH = '/api/v1/functions/chat-with-loop';

/** The events of a chat answer: each delta's content in order, and whether it ended with [DONE]. */
export function readChatStream(text: string) {
  const blocks = text.split('\n\n').filter((block) => block.length > 0);
  const contents: string[] = [];
  let done = false;
  for (const block of blocks) {
    expect(block.startsWith('data: '), `every event is a data line: ${block}`).toBe(true);
    const data = block.slice('data: '.length);
    expect(done, 'nothing follows [DONE]').toBe(false);
    if (data === '[DONE]') done = true;
    else contents.push(JSON.parse(data).choices[0].delta.content);
  }
  return { contents, done, answer: contents.join('') };
}

/** Asks Loop one question (as `who`, or anonymously) and expects a streamed answer. */
export async function ask(t: TestApp, question: string, options: { token?: string; ip?: string } = {}) {
  const res = await t.call('POST', CHAT_PATH, {
    json: { messages: [{ role: 'user', content: question }] },
    ...options,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return readChatStream(res.text);
}

/** A listing of `owner`, published by `moderator`. */
export async function publishListing(
  t: TestApp,
  owner: Account,
  moderator: Account,
  listing: Record<string, unknown>,
) {
  const created = await t.call('POST', '/api/v1/properties', { token: owner.accessToken, json: listing });
  expect(created.status, created.text).toBe(201);
  const published = await t.call('POST', `/api/v1/properties/${created.data.id}/moderation`, {
    token: moderator.accessToken,
    json: { action: 'publish' },
  });
  expect(published.status).toBe(200);
  return created.data as { id: string; path: string; title: string };
}
