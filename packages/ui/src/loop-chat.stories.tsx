// Stories of LoopChat: the launcher, the open panel, a streamed answer with links, and failures with their toasts.
import { chatFailureMessage, MESSAGES } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoopChat, type LoopChatMessage, type LoopChatProps } from './loop-chat';
import { Toaster, type ToastMessage } from './toaster';

const ANSWER =
  'I found **2 deals** near Boise, ID:\n\n' +
  '- [3 bd fixer on Elm St](/properties/boise-elm) at $185,000\n' +
  '- [Ranch with shop](/properties/boise-ranch) at $199,000\n\n' +
  'Want me to run the numbers on one of them?';

/** A fake `send` that streams `answer` word by word, a few milliseconds apart, and stops when aborted. */
function streamingSend(answer: string, stepMs = 15): LoopChatProps['send'] {
  return (_messages: LoopChatMessage[], onDelta, signal) =>
    new Promise<void>((resolve, reject) => {
      const pieces = answer.match(/\S+\s*|\s+/g) ?? [];
      let index = 0;
      const tick = () => {
        if (signal.aborted) return reject(signal.reason);
        const piece = pieces[index];
        if (piece === undefined) return resolve();
        onDelta(piece);
        index += 1;
        setTimeout(tick, stepMs);
      };
      setTimeout(tick, stepMs);
    });
}

/** A fake `send` that fails with an HTTP status after a moment, as the client's ApiError would. */
function failingSend(status: number): LoopChatProps['send'] {
  return () =>
    new Promise<void>((_resolve, reject) => {
      setTimeout(() => reject(Object.assign(new Error(`HTTP ${status}`), { status })), 20);
    });
}

/** The chat with the host's toast for failures, as the marketplace wires it. */
function ChatWithToasts({ onError, ...props }: LoopChatProps) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  return (
    <>
      <LoopChat
        {...props}
        onError={(status) => {
          onError(status);
          setToasts((list) => [
            ...list,
            { id: String(list.length + 1), tone: 'error', message: chatFailureMessage(status) },
          ]);
        }}
      />
      <Toaster
        toasts={toasts}
        onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
      />
    </>
  );
}

const meta = {
  title: 'Components/LoopChat',
  component: LoopChat,
  args: { send: streamingSend(ANSWER), onError: fn(), defaultOpen: false },
  argTypes: { send: { control: false }, renderLink: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => <ChatWithToasts {...args} />,
} satisfies Meta<typeof LoopChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floating button; it opens the panel with the greeting and puts focus in the input. */
export const Launcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with Loop' }));
    const dialog = canvas.getByRole('dialog', { name: MESSAGES.loopTitle });
    await expect(within(dialog).getByText(MESSAGES.loopGreeting)).toBeInTheDocument();
    await expect(within(dialog).getByPlaceholderText(MESSAGES.loopPlaceholder)).toHaveFocus();
  },
};

/** Open, with the greeting, ready for a question. */
export const Open: Story = { args: { defaultOpen: true } };

/** A question sent with Enter and the answer streamed in with its links. */
export const StreamedAnswer: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: MESSAGES.loopTitle });
    await userEvent.type(
      within(dialog).getByPlaceholderText(MESSAGES.loopPlaceholder),
      '3 bed under 200k near Boise{Enter}',
    );
    await expect(within(dialog).getByText('3 bed under 200k near Boise')).toBeInTheDocument();
    await waitFor(
      () => expect(within(dialog).getByRole('link', { name: 'Ranch with shop' })).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled());
  },
};

/** Too many requests: the question leaves the conversation (back in the input) and the host shows the 429 toast. */
export const RateLimited: Story = {
  args: { defaultOpen: true, send: failingSend(429) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText(MESSAGES.loopPlaceholder), 'Any deals?{Enter}');
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(429));
    await expect(canvas.getByText(MESSAGES.chatTooManyRequests)).toBeInTheDocument();
    await expect(canvasElement.querySelector('li[data-role="user"]')).toBeNull();
    await expect(canvas.getByPlaceholderText(MESSAGES.loopPlaceholder)).toHaveValue('Any deals?');
  },
};

/** Out of model credit (402): "Service temporarily unavailable". */
export const Unavailable: Story = {
  args: { defaultOpen: true, send: failingSend(402) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText(MESSAGES.loopPlaceholder), 'Hello{Enter}');
    await waitFor(() => expect(canvas.getByText(MESSAGES.chatUnavailable)).toBeInTheDocument());
  },
};
