import {
  chatFailureMessage,
  EMBED_CHAT_TEXTS,
  LOOP_CHAT_LAUNCHER_LABEL,
  MESSAGES,
  originNotAllowedMessage,
} from '@dealloop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, mountTestWidget, TEST_API, waitFor } from '../../test-support/widget-harness';
import * as chat from './chat-entry';

afterEach(() => {
  document.body.replaceChildren();
});

/** The first open transforms the whole panel module: slow on a busy machine. */
const PANEL_LOAD_TIMEOUT = 15_000;

const launcher = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('button')).find(
    (button) => button.textContent === LOOP_CHAT_LAUNCHER_LABEL,
  );

describe('chat widget', () => {
  it('tells the visitor an embed key is missing instead of opening', () => {
    const { root } = mountTestWidget(chat);
    launcher(root)?.click();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(EMBED_CHAT_TEXTS.noKey);
    expect(root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('loads the panel on first open, announces it, and shows a refused answer as a toast', async () => {
    fakeFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.' } }), {
          status: 429,
        }),
    );
    const { root, events } = mountTestWidget(chat, { 'embed-key': 'dlk_abcdefghijklmnopqrstuvwx' });
    launcher(root)?.click();
    const dialog = await waitFor(() => {
      const panel = root.querySelector('[role="dialog"]');
      if (!panel) throw new Error('no panel yet');
      return panel;
    }, PANEL_LOAD_TIMEOUT);
    expect(dialog.textContent).toContain(MESSAGES.loopTitle);
    expect(events.map((event) => event.type)).toContain('dealloop:chat:open');

    const input = dialog.querySelector('textarea') as HTMLTextAreaElement;
    input.value = 'How do offers work?';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(input.value).toBe('How do offers work?'));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(root.textContent).toContain(chatFailureMessage(429)));

    const close = dialog.querySelector<HTMLButtonElement>(`button[aria-label="${MESSAGES.loopClose}"]`);
    close?.click();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('dealloop:chat:close'));
  });

  it("shows the server's refusal of the key or origin, which names the fix, and warns once in the console", async () => {
    const message = originNotAllowedMessage('https://example.com', ['https://www.example.com']);
    fakeFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'embed_origin_not_allowed', message } }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = mountTestWidget(chat, { 'embed-key': 'dlk_abcdefghijklmnopqrstuvwx' });
    launcher(root)?.click();
    const input = await waitFor(() => {
      const textarea = root.querySelector('textarea');
      if (!textarea) throw new Error('no panel yet');
      return textarea;
    }, PANEL_LOAD_TIMEOUT);
    const count = () => root.textContent?.split(message).length ?? 0;
    for (const [index, question] of ['Hello?', 'Anyone?'].entries()) {
      input.value = question;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await waitFor(() => expect(input.value).toBe(question));
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await waitFor(() => expect(count()).toBe(index + 2));
    }
    expect(root.textContent).toContain('which allows https://www.example.com (with and without www');
    expect(root.textContent).not.toContain(chatFailureMessage(403));
    expect(warn.mock.calls).toEqual([[`DealLoop: ${message}`]]);
    warn.mockRestore();
  });

  it('sends a close event when an open chat is removed, and none for a closed one', async () => {
    const { root, events, controller } = mountTestWidget(chat, {
      'embed-key': 'dlk_abcdefghijklmnopqrstuvwx',
    });
    launcher(root)?.click();
    await waitFor(() => {
      if (!root.querySelector('[role="dialog"]')) throw new Error('no panel yet');
    }, PANEL_LOAD_TIMEOUT);
    const types = () => events.map((event) => event.type);
    await waitFor(() => expect(types()).toContain('dealloop:chat:open'));
    expect(types()).not.toContain('dealloop:chat:close');
    controller.destroy();
    expect(types().filter((type) => type === 'dealloop:chat:close')).toHaveLength(1);

    const closed = mountTestWidget(chat, { 'embed-key': 'dlk_abcdefghijklmnopqrstuvwx' });
    closed.controller.destroy();
    expect(closed.events).toEqual([]);
  });

  it('streams an answer whose marketplace links are absolute and open in a new tab', async () => {
    const chunk = (text: string) =>
      `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;
    fakeFetch(
      () =>
        new Response(`${chunk('See ')}${chunk('[the listings](/properties).')}data: [DONE]\n\n`, {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    );
    const { root } = mountTestWidget(chat, { 'embed-key': 'dlk_abcdefghijklmnopqrstuvwx' });
    launcher(root)?.click();
    const input = await waitFor(() => {
      const textarea = root.querySelector('textarea');
      if (!textarea) throw new Error('no panel yet');
      return textarea;
    }, PANEL_LOAD_TIMEOUT);
    input.value = 'Where are deals?';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(input.value).toBe('Where are deals?'));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const link = await waitFor(() => {
      const anchor = root.querySelector<HTMLAnchorElement>('li[data-role="assistant"] a');
      if (!anchor) throw new Error('no answer yet');
      return anchor;
    });
    expect(link.href).toBe(`${TEST_API}/properties`);
    expect(link.target).toBe('_blank');
    expect(link.closest('li')?.textContent).toContain('See the listings.');
  });
});
