// Stories of Dialog: a modal opened by a button, in each width, with a footer, closing by Escape, scrim or button.
import { MESSAGES } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import { TextField } from './text-field';

/** A page with the button that opens the dialog; the dialog starts open when `open` is set. */
function DialogDemo({ open: initiallyOpen, onClose, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Share this page',
    description: 'Send this page to a partner or buyer.',
    size: 'md',
    children: <TextField label="Page link" readOnly defaultValue="https://dealloop.example/properties" />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
    footer: { control: false },
    container: { control: false },
    initialFocusRef: { control: false },
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, labelled by its title and described by the line under it; focus starts on the first field. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Share this page' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByLabelText('Page link')).toHaveFocus();
  },
};

/** Closed until the button opens it; Escape closes it and gives focus back to the button. */
export const OpenedByButton: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** A confirmation with its actions in the footer. */
export const WithFooter: Story = {
  args: {
    size: 'sm',
    title: 'Delete this listing?',
    description: 'Buyers will no longer see it and its offers are withdrawn.',
    children: null,
    footer: (
      <>
        <Button variant="secondary">Keep listing</Button>
        <Button variant="danger">Delete listing</Button>
      </>
    ),
  },
};

/** The wide form of the cookie banner's details. */
export const Large: Story = {
  args: {
    size: 'lg',
    title: MESSAGES.cookieTitle,
    description: undefined,
    children: <p>{MESSAGES.cookieBody}</p>,
    footer: (
      <>
        <Button variant="secondary">{MESSAGES.cookieEssentialOnly}</Button>
        <Button>{MESSAGES.cookieAcceptAll}</Button>
      </>
    ),
  },
};
