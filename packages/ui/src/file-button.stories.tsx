// Stories of FileButton: the picker button alone, with a chosen file, and invalid.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileButton } from './file-button';

const meta = {
  title: 'Components/FileButton',
  component: FileButton,
  args: { label: 'Choose proof of funds', accept: '.pdf,image/*', onFiles: fn() },
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};

/** A file chosen: its name beside the button. */
export const Chosen: Story = { args: { chosen: 'proof-of-funds.pdf' } };

/** Several images at once, as the photo uploader asks. */
export const Multiple: Story = { args: { label: 'Add photos', accept: 'image/*', multiple: true } };
