// Stories of Toaster: each tone, the live alert titles, and toasts pushed by buttons that dismiss themselves.
import {
  ALERT_KINDS,
  ALERTS,
  DEAL_ALERT_KINDS,
  DEAL_ALERTS,
  DEAL_PARTIES,
  dealAlertText,
  MESSAGES,
} from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Toaster, type ToasterProps, type ToastMessage } from './toaster';

/** The toaster with its toasts in state, so the dismiss button and auto-dismiss remove them. */
function ToasterDemo({ toasts: initial, onDismiss, ...props }: ToasterProps) {
  const [toasts, setToasts] = useState(initial);
  return (
    <Toaster
      {...props}
      toasts={toasts}
      onDismiss={(id) => {
        onDismiss(id);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }}
    />
  );
}

/** Buttons that push toasts with the default durations (5 s, errors 8 s), as the share popup does. */
function PushDemo(props: ToasterProps) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const next = useRef(0);
  const push = (toast: Omit<ToastMessage, 'id'>) => {
    next.current += 1;
    setToasts((current) => [...current, { ...toast, id: String(next.current) }]);
  };
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => push({ tone: 'success', message: MESSAGES.linkCopied })}>Copy link</Button>
      <Button variant="secondary" onClick={() => push({ tone: 'error', message: MESSAGES.linkCopyFailed })}>
        Copy link (failing)
      </Button>
      <Toaster
        {...props}
        toasts={toasts}
        onDismiss={(id) => {
          props.onDismiss(id);
          setToasts((current) => current.filter((toast) => toast.id !== id));
        }}
      />
    </div>
  );
}

/** Stays until dismissed, so the story can be looked at. */
const STAY = { duration: 0 } as const;

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  args: {
    onDismiss: fn(),
    toasts: [
      { id: 'success', tone: 'success', message: MESSAGES.accountSaved, ...STAY },
      { id: 'info', ...DEAL_ALERTS.offerReceived.seller, ...STAY },
      { id: 'error', tone: 'error', title: 'Chat', message: MESSAGES.chatTooManyRequests, ...STAY },
    ],
  },
  render: (args) => <ToasterDemo {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success and info toasts are announced politely, errors assertively; each has a dismiss button. */
export const Tones: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    const assertive = region.querySelector('[aria-live="assertive"]');
    await expect(assertive).toHaveTextContent(MESSAGES.chatTooManyRequests);
    await userEvent.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('success');
    await expect(region).not.toHaveTextContent(MESSAGES.accountSaved);
  },
};

/** Every live alert (each deal step as each party reads it, then listings and the rest) with its title and tone. */
export const LiveAlerts: Story = {
  args: {
    toasts: [
      ...DEAL_ALERT_KINDS.flatMap((kind) =>
        DEAL_PARTIES.flatMap((party) => {
          const text = dealAlertText(kind, party, '1842 Vinton Ave');
          return text ? [{ id: `${kind}-${party}`, ...text, ...STAY }] : [];
        }),
      ),
      ...ALERT_KINDS.map((kind) => ({ id: kind, ...ALERTS[kind], ...STAY })),
    ],
  },
};

/** Toasts pushed by actions; they dismiss themselves unless hovered or focused. */
export const PushedByActions: Story = {
  args: { toasts: [] },
  render: (args) => <PushDemo {...args} />,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      MESSAGES.linkCopied,
    );
  },
};
