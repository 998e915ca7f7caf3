// LoopChat: opening and closing with focus, the greeting, Enter and Shift+Enter, streaming, busy and failures.
import { MESSAGES } from '@dealloop/core';
import { describe, expect, it, vi } from 'vitest';
import { LoopChat, type LoopChatMessage, type LoopChatProps } from './loop-chat';
import { act, render, screen, userEvent, within } from './test-utils';

/** One call of the fake `send`: the test streams the answer and settles it. */
interface PendingAnswer {
  messages: LoopChatMessage[];
  signal: AbortSignal;
  delta: (text: string) => void;
  finish: () => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

function setup(props: Partial<LoopChatProps> = {}) {
  const answers: PendingAnswer[] = [];
  const send = vi.fn(
    (messages: LoopChatMessage[], onDelta: (text: string) => void, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        answers.push({
          messages,
          signal,
          delta: (text) => act(() => onDelta(text)),
          finish: () => act(async () => resolve()),
          fail: (error) => act(async () => reject(error)),
        });
      }),
  );
  const onError = vi.fn();
  const user = userEvent.setup();
  const view = render(<LoopChat send={send} onError={onError} {...props} />);
  const openChat = async () => {
    await user.click(screen.getByRole('button', { name: 'Chat with Loop' }));
    return screen.getByRole('dialog', { name: MESSAGES.loopTitle });
  };
  const input = () => screen.getByRole('textbox', { name: MESSAGES.loopPlaceholder });
  const said = () =>
    [...(screen.getByRole('dialog').querySelectorAll('li[data-role]') as NodeListOf<HTMLElement>)].map(
      (item) => `${item.dataset.role}: ${item.textContent?.replace(/^(You|Loop): /, '')}`,
    );
  return { ...view, answers, send, onError, user, openChat, input, said };
}

describe('LoopChat', () => {
  it('reports opening and closing to onOpenChange, but not the initial state', async () => {
    const onOpenChange = vi.fn();
    const { openChat, user } = setup({ onOpenChange });
    expect(onOpenChange).not.toHaveBeenCalled();
    await openChat();
    await user.click(screen.getByRole('button', { name: MESSAGES.loopClose }));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('opens from the launcher with the title, the greeting, Close and focus in the input', async () => {
    const { openChat, input } = setup();
    const dialog = await openChat();
    expect(within(dialog).getByRole('heading', { name: MESSAGES.loopTitle })).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.loopGreeting)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: MESSAGES.loopClose })).toBeTruthy();
    expect(input().getAttribute('placeholder')).toBe(MESSAGES.loopPlaceholder);
    expect(document.activeElement).toBe(input());
    const liveRegion = dialog.querySelector('[aria-live="polite"]');
    expect(liveRegion?.contains(within(dialog).getByText(MESSAGES.loopGreeting))).toBe(true);
  });

  it('closes with Escape or Close and gives focus back to the launcher', async () => {
    const { openChat, user } = setup();
    await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with Loop' }));
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: MESSAGES.loopClose }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with Loop' }));
  });

  it('sends on Enter and streams the answer into an empty assistant message', async () => {
    const { openChat, input, user, send, answers, said } = setup();
    await openChat();
    await user.type(input(), 'Deals near Boise?{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(answers[0]?.messages).toEqual([{ role: 'user', content: 'Deals near Boise?' }]);
    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect(said()).toEqual(['user: Deals near Boise?', 'assistant: Loop is typing']);
    answers[0]?.delta('I found ');
    answers[0]?.delta('**2 deals**.');
    expect(said()).toEqual(['user: Deals near Boise?', 'assistant: I found 2 deals.']);
    await answers[0]?.finish();
    await user.type(input(), 'Thanks{Enter}');
    expect(answers[1]?.messages).toEqual([
      { role: 'user', content: 'Deals near Boise?' },
      { role: 'assistant', content: 'I found **2 deals**.' },
      { role: 'user', content: 'Thanks' },
    ]);
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const { openChat, input, user, send } = setup();
    await openChat();
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(send).not.toHaveBeenCalled();
    expect((input() as HTMLTextAreaElement).value).toBe('Line one\nLine two');
  });

  it('ignores empty and whitespace-only input', async () => {
    const { openChat, input, user, send, said } = setup();
    await openChat();
    await user.type(input(), '{Enter}');
    await user.type(input(), '   {Enter}');
    expect(send).not.toHaveBeenCalled();
    expect(said()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('ignores input while an answer streams', async () => {
    const { openChat, input, user, send, answers, said } = setup();
    await openChat();
    await user.type(input(), 'First{Enter}');
    answers[0]?.delta('Working on it');
    await user.type(input(), 'Second{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await answers[0]?.finish();
    expect(said()).toEqual(['user: First', 'assistant: Working on it']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ status: 429, retryAfterSeconds: 30 }, 429],
    [{ status: 402 }, 402],
    [{ status: 0 }, null],
    [new Error('boom'), null],
  ])('removes the question on failure %j and reports status %j', async (error, status) => {
    const { openChat, input, user, answers, onError, said } = setup();
    await openChat();
    await user.type(input(), 'First{Enter}');
    answers[0]?.delta('One');
    await answers[0]?.finish();
    await user.type(input(), 'Second{Enter}');
    answers[1]?.delta('Half');
    await answers[1]?.fail(error);
    expect(onError).toHaveBeenCalledWith(status);
    expect(said()).toEqual(['user: First', 'assistant: One']);
    expect((input() as HTMLTextAreaElement).value).toBe('Second');
  });

  it('renders links in answers through renderLink and never injects HTML', async () => {
    const renderLink: LoopChatProps['renderLink'] = (href, children) => (
      <a href={href} data-routed="yes">
        {children}
      </a>
    );
    const { openChat, input, user, answers } = setup({ renderLink });
    const dialog = await openChat();
    await user.type(input(), 'Boise{Enter}');
    answers[0]?.delta('See [3 bed in Boise](/properties/abc) <img src=x onerror="alert(1)">');
    await answers[0]?.finish();
    const link = within(dialog).getByRole('link', { name: '3 bed in Boise' });
    expect(link.getAttribute('href')).toBe('/properties/abc');
    expect(link.getAttribute('data-routed')).toBe('yes');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('aborts an answer still streaming when it unmounts, without reporting an error', async () => {
    const { openChat, input, user, answers, onError, unmount } = setup();
    await openChat();
    await user.type(input(), 'Hello{Enter}');
    unmount();
    expect(answers[0]?.signal.aborted).toBe(true);
    await answers[0]?.fail(new DOMException('Aborted', 'AbortError'));
    expect(onError).not.toHaveBeenCalled();
  });
});
