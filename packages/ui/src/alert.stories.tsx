// Stories of Alert: the inline error, success and info messages, with and without a title.
import { MESSAGES } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'error', children: MESSAGES.saveAccountFailed },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'success', 'info'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server error above a form: announced at once (role="alert"). */
export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MESSAGES.saveAccountFailed);
  },
};

/** A confirmation in place of a form: announced politely (role="status"). */
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Check your email',
    children: 'If an account exists for jane@whitakerhomes.com, a reset link is on its way.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Check your email');
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Listing under review',
    children: 'Moderators check new listings before buyers can see them, usually within a day.',
  },
};

export const ErrorWithTitle: Story = {
  args: { title: 'Location unavailable', children: MESSAGES.geolocationPermissionDenied },
};
