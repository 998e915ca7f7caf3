// The SMTP transport against a tiny local SMTP server (node:net, no network): one real round trip, and a refusal.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMailTransport, createSmtpTransport } from './transport';

/** Speaks just enough SMTP to take messages; `rejectRcpt` answers 550 to RCPT TO. */
async function startSmtpServer(options: { rejectRcpt?: boolean } = {}) {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.local');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply(options.rejectRcpt ? '550 No such user' : '250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const email = {
  from: 'DealLoop <no-reply@dealloop.test>',
  to: 'buyer@example.com',
  subject: 'New offer',
  text: 'You have a new offer.\n\n--\nUnsubscribe from these emails: http://localhost:3000/unsubscribe?token=abc',
  html: '<p>You have a new offer.</p>',
  headers: {
    'List-Unsubscribe': '<http://localhost:3000/api/v1/email/unsubscribe?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

describe('SMTP transport', () => {
  it('delivers the message with its one-click unsubscribe headers', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(smtp.close);
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    cleanup.push(() => transport.close());
    await transport.send(email);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.from).toContain('<no-reply@dealloop.test>');
    expect(message!.to).toEqual(['RCPT TO:<buyer@example.com>']);
    const unfolded = message!.data.replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toContain('Subject: New offer');
    expect(unfolded).toContain(
      'List-Unsubscribe: <http://localhost:3000/api/v1/email/unsubscribe?token=abc>',
    );
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(unfolded).toContain('multipart/alternative');
  });

  it('rejects when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({ rejectRcpt: true });
    cleanup.push(smtp.close);
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    cleanup.push(() => transport.close());
    await expect(transport.send(email)).rejects.toThrow(/550/);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('createMailTransport', () => {
  it('keeps mail in the local mailbox without SMTP_URL, and uses SMTP with it', async () => {
    const logger = createLogger('silent');
    const local = createMailTransport({ smtpUrl: null }, logger);
    expect(local.name).toBe('mailbox');
    await expect(local.send(email)).resolves.toBeUndefined();
    expect(createMailTransport({ smtpUrl: 'smtp://127.0.0.1:2525' }, logger).name).toBe('smtp');
  });
});
