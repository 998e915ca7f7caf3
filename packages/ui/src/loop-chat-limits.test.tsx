// LoopChat's header and input limits: a title readable on the navy header, and a character counter near the
// 4,000-character limit that names the limit and blocks sending once it is passed.
import { CHAT_MESSAGE_MAX_LENGTH, MESSAGES } from '@dealloop/core';
import { describe, expect, it, vi } from 'vitest';
import { AA_TEXT, contrastRatio } from './color-contrast';
import { LoopChat } from './loop-chat';
import * as styles from './loop-chat.css';
import { fireEvent, render, screen } from './test-utils';
import { vars } from './theme.css';
import { DARK_COLORS, LIGHT_COLORS } from './tokens';

describe('the panel title', () => {
  it('is drawn in the header text colour, which contrasts with the header in both themes', () => {
    render(<LoopChat send={vi.fn()} onError={vi.fn()} defaultOpen />);
    const title = screen.getByRole('heading', { name: MESSAGES.loopTitle });
    expect(title.className).toContain(styles.title);
    expect(styles.headerColors).toEqual({ text: vars.color.onPrimary, background: vars.color.primary });
    for (const colors of [LIGHT_COLORS, DARK_COLORS]) {
      expect(contrastRatio(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

describe('the character counter', () => {
  const setup = () => {
    const send = vi.fn(() => Promise.resolve());
    render(<LoopChat send={send} onError={vi.fn()} defaultOpen />);
    const input = screen.getByRole('textbox', { name: MESSAGES.loopPlaceholder });
    const type = (text: string) => fireEvent.change(input, { target: { value: text } });
    return { send, input, type };
  };

  it('stays hidden for a short message and shows the count near the limit', () => {
    const { type } = setup();
    type('What is ARV?');
    expect(screen.queryByTestId('loop-chat-counter')).toBeNull();
    type('a'.repeat(3600));
    expect(screen.getByTestId('loop-chat-counter').textContent).toBe('3,600 / 4,000');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the limit and does not send a message over it', () => {
    const { send, input, type } = setup();
    type('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(screen.getByTestId('loop-chat-counter').textContent).toContain('at most 4,000 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
  });
});
