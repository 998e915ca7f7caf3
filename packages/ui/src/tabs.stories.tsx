// Stories of Tabs: the sign-in and sign-up tabs of the auth page and a dashboard's sections, by mouse or keyboard.
import { ACCOUNT_MESSAGES, MESSAGES } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { type TabItem, Tabs, type TabsProps } from './tabs';
import { TextField } from './text-field';

/** Tabs with their selection in state (Tabs itself is controlled). */
function TabsDemo({ selected: initial, onSelect, ...props }: TabsProps<string>) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs
      {...props}
      selected={selected}
      onSelect={(key) => {
        onSelect(key);
        setSelected(key);
      }}
    />
  );
}

const AUTH_TABS: TabItem<string>[] = [
  {
    key: 'signin',
    label: MESSAGES.signIn,
    panel: (
      <form style={{ display: 'grid', gap: 16, maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" autoComplete="email" />
        <TextField label="Password" type="password" autoComplete="current-password" />
        <Button type="submit">{MESSAGES.signIn}</Button>
      </form>
    ),
  },
  {
    key: 'signup',
    label: 'Create account',
    panel: (
      <form style={{ display: 'grid', gap: 16, maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Full name" autoComplete="name" required />
        <TextField label="Email" type="email" autoComplete="email" required />
        <TextField label="Password" type="password" hint={ACCOUNT_MESSAGES.passwordHint} required />
        <Button type="submit">Create account</Button>
      </form>
    ),
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Account', tabs: AUTH_TABS, selected: 'signin', onSelect: fn() },
  argTypes: { tabs: { control: false }, selected: { control: false } },
  render: (args) => <TabsDemo {...args} />,
} satisfies Meta<typeof Tabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The auth page: the selected tab names its panel. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: MESSAGES.signIn })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: MESSAGES.signIn })).toBeInTheDocument();
  },
};

/** Arrow keys move and select (automatic activation); Home and End jump to the ends. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: MESSAGES.signIn }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('signup');
    await expect(canvas.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Create account' })).toBeInTheDocument();
  },
};

/** A dashboard's sections. */
export const Sections: Story = {
  args: {
    label: 'Dashboard sections',
    selected: 'offers',
    tabs: [
      { key: 'offers', label: 'Offers', panel: <p>3 offers are waiting for your answer.</p> },
      { key: 'showings', label: 'Showings', panel: <p>No showings booked this week.</p> },
      { key: 'saved', label: MESSAGES.savedSearches, panel: <p>2 saved searches send you alerts.</p> },
    ],
  },
};
