// Stories of Avatar: initials, a picture, a broken picture, the person icon, each size and the decorative form.
import { MESSAGES } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './avatar';

/** A small portrait drawn inline (stories load nothing from the network). */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0E7570"/>' +
    '<circle cx="48" cy="38" r="18" fill="#F3D9C4"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#0B2545"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Marcus Bell', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture: the initials of the first and last names, named by the full name. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Marcus Bell' })).toHaveTextContent('MB');
  },
};

export const Picture: Story = { args: { name: 'Dana Ortiz', src: PORTRAIT } };

/** A picture that fails to load falls back to the initials. */
export const BrokenPicture: Story = { args: { name: 'Dana Ortiz', src: 'data:image/png;base64,broken' } };

/** A profile without a name: a person icon beside the fallback name. */
export const NoName: Story = {
  args: { name: '' },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} decorative />
      <span>{MESSAGES.userFallbackName}</span>
    </span>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" src={PORTRAIT} />
    </div>
  ),
};

/** Hidden from assistive technology when the name is written next to it. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} decorative />
      <span>{args.name}</span>
    </span>
  ),
};
