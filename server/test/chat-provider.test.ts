// Loop through an OpenAI-compatible model provider (a local fake server): streamed text passed through, a tool
// call run on the server and its result sent back, 402 for exhausted credit, an error mid-stream ending the
// stream cleanly, and the upstream request cancelled when the client goes away.
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { MID_STREAM_APOLOGY } from '../src/loop/chat-stream';
import { streamCompletion } from '../src/loop/provider/completion-stream';
import { ProviderError } from '../src/loop/provider/provider-error';
import { grantRole } from '../src/users/users-repo';
import { CHAT_PATH, publishListing, readChatStream } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { sendChunk, startFakeProvider, startStream, textAnswer } from './support/fake-model-provider';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeProvider>>;
let listingPath: string;

beforeAll(async () => {
  fake = await startFakeProvider();
  t = await createTestApp({
    LOOP_API_BASE_URL: fake.baseUrl,
    LOOP_API_KEY: 'test-key',
    LOOP_MODEL: 'fake-model',
    LOOP_TIMEOUT_MS: '15000',
  });
  const moderator: Account = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  const seller = await t.signUp({ fullName: 'Sam Seller' });
  await t.db
    .updateTable('profiles')
    .set({ phone: '(214) 555-0142' })
    .where('user_id', '=', seller.user.id)
    .execute();
  listingPath = (
    await publishListing(t, seller, moderator, {
      title: 'Dallas brick ranch',
      location: '4410 Maple Ave, Dallas, TX 75219',
      price: 139_000,
      beds: 3,
      propertyType: 'single_family',
    })
  ).path;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const chat = (content: string, token?: string) =>
  t.call('POST', CHAT_PATH, { json: { messages: [{ role: 'user', content }] }, token });

/** A provider answer that is one tool call, streamed whole. */
const toolCall =
  (name: string, args: Record<string, unknown>, id = 'call_1') =>
  (res: import('node:http').ServerResponse) => {
    startStream(res);
    sendChunk(res, {
      role: 'assistant',
      content: null,
      tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    });
    sendChunk(res, {}, 'tool_calls');
    res.end('data: [DONE]\n\n');
  };

/** The result of the tool call the provider was last sent, parsed. */
const lastToolResult = () => {
  const result = fake.requests.at(-1)!.body.messages.at(-1);
  expect(result.role).toBe('tool');
  return JSON.parse(result.content);
};

describe('configuration', () => {
  it('needs LOOP_MODEL with LOOP_API_BASE_URL and defaults the timeout to 30 s', () => {
    expect(() => loadConfig({ LOOP_API_BASE_URL: 'http://localhost:1/v1' })).toThrow(/LOOP_MODEL/);
    expect(() => loadConfig({ LOOP_API_BASE_URL: 'ftp://x', LOOP_MODEL: 'm' })).toThrow(/LOOP_API_BASE_URL/);
    const config = loadConfig({ LOOP_API_BASE_URL: 'https://api.example.com/v1/', LOOP_MODEL: 'm' });
    expect(config.loop).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: null,
      model: 'm',
      timeoutMs: 30_000,
      answerTimeoutMs: 90_000,
    });
    expect(
      loadConfig({ LOOP_API_BASE_URL: 'http://x/v1', LOOP_MODEL: 'm', LOOP_ANSWER_TIMEOUT_MS: '5000' }).loop
        ?.answerTimeoutMs,
    ).toBe(5000);
    expect(() =>
      loadConfig({ LOOP_API_BASE_URL: 'http://x/v1', LOOP_MODEL: 'm', LOOP_ANSWER_TIMEOUT_MS: 'soon' }),
    ).toThrow(/LOOP_ANSWER_TIMEOUT_MS/);
    expect(loadConfig({}).loop).toBeNull();
  });
});

describe('a configured model provider', () => {
  it('streams its text through, asked with the model, the key, the system prompt and the tools', async () => {
    fake.script(textAnswer('Hello', ' from', ' the model.'));
    const res = await chat('Hi Loop');
    expect(res.status).toBe(200);
    const { contents, done } = readChatStream(res.text);
    expect(contents).toEqual(['Hello', ' from', ' the model.']);
    expect(done).toBe(true);
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(sent.body.messages[0].role).toBe('system');
    expect(sent.body.messages[0].content).toContain('Fair Housing');
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'Hi Loop' });
    expect(sent.body.tools.map((tool: any) => tool.function.name)).toEqual([
      'search_listings',
      'get_listing',
      'deal_math',
      'knowledge_lookup',
    ]);
  });

  it('declines a Fair Housing steering request itself, without asking the provider', async () => {
    const asked = fake.requests.length;
    const res = await chat('Find me a house in a neighborhood without minorities');
    expect(res.status).toBe(200);
    expect(readChatStream(res.text).answer).toContain('Fair Housing Act');
    expect(fake.requests.length).toBe(asked);
  });

  it('runs a streamed tool call on the server as the caller and continues with its result', async () => {
    fake.script(
      (res) => {
        startStream(res);
        sendChunk(res, {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              index: 0,
              id: 'call_1',
              type: 'function',
              function: { name: 'search_listings', arguments: '' },
            },
          ],
        });
        sendChunk(res, { tool_calls: [{ index: 0, function: { arguments: '{"location":"Dal' } }] });
        sendChunk(res, {
          tool_calls: [{ index: 0, function: { arguments: 'las, TX","maxPrice":150000}' } }],
        });
        sendChunk(res, {}, 'tool_calls');
        res.end('data: [DONE]\n\n');
      },
      textAnswer('I found ', `[Dallas brick ranch](${listingPath}).`),
    );
    const res = await chat('deals under 150k in Dallas');
    expect(res.status).toBe(200);
    expect(readChatStream(res.text).answer).toBe(`I found [Dallas brick ranch](${listingPath}).`);

    const followUp = fake.requests.at(-1)!.body.messages;
    const call = followUp.at(-2);
    expect(call).toMatchObject({
      role: 'assistant',
      tool_calls: [
        {
          id: 'call_1',
          function: { name: 'search_listings', arguments: '{"location":"Dallas, TX","maxPrice":150000}' },
        },
      ],
    });
    const result = followUp.at(-1);
    expect(result.role).toBe('tool');
    expect(result.tool_call_id).toBe('call_1');
    const found = JSON.parse(result.content);
    expect(found.listings).toEqual([
      expect.objectContaining({ title: 'Dallas brick ranch', link: listingPath, price: 139_000 }),
    ]);
    // Loop offers available deals only (issue 21): its search link says so.
    expect(found.searchUrl).toBe('/properties?location=Dallas%2C+TX&maxPrice=150000&status=active');
    // The caller is anonymous: the tool result carries no street address.
    expect(result.content).not.toContain('4410 Maple');
  });

  it('runs get_listing as an anonymous caller: public location and no contact details', async () => {
    fake.script(toolCall('get_listing', { listing: listingPath }), textAnswer('It is $139,000.'));
    const res = await chat('tell me about the Dallas brick ranch');
    expect(res.status).toBe(200);
    expect(readChatStream(res.text).answer).toBe('It is $139,000.');
    const listing = lastToolResult();
    expect(listing).toMatchObject({
      title: 'Dallas brick ranch',
      link: listingPath,
      price: 139_000,
      status: 'active',
      available: true,
      locationIsApproximate: true,
      lister: { fullName: 'Sam Seller', email: null, phone: null },
    });
    expect(listing.location).not.toContain('4410 Maple');
    expect(JSON.stringify(listing)).not.toContain('555-0142');
    // The coarse public point (2 decimals), as GET /properties/{id} gives anonymous visitors.
    const shown = await t.call('GET', `/api/v1/properties/${listingPath.slice(-8)}`);
    expect([listing.lat, listing.lng]).toEqual([shown.data.lat, shown.data.lng]);
  });

  it("runs get_listing as a signed-in caller: the address and the lister's phone they may see", async () => {
    const buyer = await t.signUp();
    fake.script(
      toolCall('get_listing', { listing: `https://dealloop.example${listingPath}` }),
      textAnswer('Ok.'),
    );
    const res = await chat('what is the seller phone for the Dallas brick ranch', buyer.accessToken);
    expect(res.status).toBe(200);
    const listing = lastToolResult();
    expect(listing.location).toContain('4410 Maple Ave');
    expect(listing.locationIsApproximate).toBe(false);
    expect(listing.lister).toMatchObject({ phone: '(214) 555-0142' });
  });

  it('answers get_listing for a link nobody may see with an error for the model, not a listing', async () => {
    fake.script(
      toolCall('get_listing', { listing: '/real-estate-wholesale-investment-property-nowhere-00000000' }),
      textAnswer('I could not find that listing.'),
    );
    expect((await chat('tell me about that listing')).status).toBe(200);
    expect(lastToolResult()).toEqual({ error: expect.any(String) });
  });

  it('answers 402 in the error shape when the provider is out of credit', async () => {
    fake.script((res) => {
      res
        .writeHead(402, { 'Content-Type': 'application/json' })
        .end('{"error":{"message":"Payment required"}}');
    });
    const paymentRequired = await chat('hello');
    expect(paymentRequired.status).toBe(402);
    expect(paymentRequired.data).toEqual({
      error: { code: 'assistant_unavailable', message: expect.any(String) },
    });

    fake.script((res) => {
      res
        .writeHead(429, { 'Content-Type': 'application/json' })
        .end(
          '{"error":{"code":"insufficient_quota","type":"insufficient_quota","message":"You exceeded your current quota"}}',
        );
    });
    expect((await chat('hello')).status).toBe(402);
  });

  it('answers 502 in the error shape when the provider fails before answering', async () => {
    fake.script((res) => {
      res.writeHead(500).end('boom');
    });
    const res = await chat('hello');
    expect(res.status).toBe(502);
    expect(res.data.error.code).toBe('assistant_failed');
  });

  it('ends the stream with an apology and [DONE] when the provider breaks off mid-answer', async () => {
    fake.script(async (res) => {
      startStream(res);
      sendChunk(res, { content: 'The first part' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.socket?.destroy();
    });
    const res = await chat('tell me about wholesaling');
    expect(res.status).toBe(200);
    const { contents, done } = readChatStream(res.text);
    expect(contents).toEqual(['The first part', MID_STREAM_APOLOGY]);
    expect(done).toBe(true);
  });

  it('cancels the upstream request when the client goes away', async () => {
    let upstream: import('./support/fake-model-provider').FakeRequest | undefined;
    fake.script((res, request) => {
      upstream = request;
      startStream(res);
      sendChunk(res, { content: 'Thinking' });
      // Never ends on its own.
    });
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const firstBytes = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: CHAT_PATH,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              req.destroy();
              resolve(chunk.toString('utf8'));
            });
          },
        );
        req.on('error', () => {});
        req.end(JSON.stringify({ messages: [{ role: 'user', content: 'hello' }] }));
        setTimeout(() => reject(new Error('no answer')), 5000);
      });
      expect(firstBytes).toContain('Thinking');
      await expect.poll(() => upstream?.closedEarly, { timeout: 4000 }).toBe(true);
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up on a provider that stops sending for LOOP_TIMEOUT_MS', async () => {
    fake.script((res) => {
      startStream(res);
      sendChunk(res, { content: 'Slow' });
    });
    const provider = {
      baseUrl: fake.baseUrl,
      apiKey: null,
      model: 'fake-model',
      timeoutMs: 100,
      answerTimeoutMs: 60_000,
    };
    const pieces: string[] = [];
    const reading = (async () => {
      for await (const chunk of streamCompletion(provider, { messages: [] }, new AbortController().signal)) {
        pieces.push(chunk.choices?.[0]?.delta?.content ?? '');
      }
    })();
    await expect(reading).rejects.toThrow(ProviderError);
    expect(pieces).toEqual(['Slow']);
    await expect.poll(() => fake.requests.at(-1)?.closedEarly).toBe(true);
  });
});
