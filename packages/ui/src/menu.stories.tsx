// Stories of Menu: the avatar menu of the top bar (by role) and a plain text menu, operated by mouse or keyboard.
import {
  AVATAR_MENU,
  type AvatarMenuEntry,
  avatarMenuFor,
  MESSAGES,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
} from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from './avatar';
import type { IconName } from './icons';
import { Menu, type MenuItem } from './menu';

const ICONS: Record<string, IconName> = {
  account: 'user',
  dashboard: 'grid',
  'admin-dashboard': 'shield',
  'moderator-dashboard': 'flag',
  'notification-settings': 'bell',
  'payment-methods': 'creditCard',
  support: 'help',
  tour: 'book',
  'sign-out': 'logout',
};

/** Where a link entry would go (a story stays on its page and records the path instead). */
const navigate = fn().mockName('navigate');
/** What an action entry (Getting Started Tour, Sign Out) would do. */
const act = fn().mockName('action');

/** The menu entries of the spec's avatar menu, as the top bar builds them. */
function menuItems(entries: readonly AvatarMenuEntry[]): MenuItem[] {
  return entries.map((entry) => ({
    key: entry.key,
    label: entry.label,
    icon: ICONS[entry.key],
    ...(entry.kind === 'link'
      ? {
          href: entry.path,
          onSelect: (event) => {
            event.preventDefault();
            navigate(entry.path);
          },
        }
      : { onSelect: () => act(entry.key) }),
    ...(entry.key === 'sign-out' ? { tone: 'danger', separatorBefore: true } : {}),
  }));
}

const JANE = { name: 'Jane Whitaker', email: 'jane@whitakerhomes.com' };

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger: (
      <>
        <Avatar name={JANE.name} size="sm" decorative />
        <span>{JANE.name}</span>
      </>
    ),
    triggerLabel: 'Account menu',
    header: (
      <>
        <strong>{JANE.name}</strong>
        <div>{JANE.email}</div>
      </>
    ),
    items: menuItems(avatarMenuFor([])),
    align: 'end',
  },
  argTypes: {
    trigger: { control: false },
    header: { control: false },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user's avatar menu: closed until the trigger is pressed. */
export const AccountMenu: Story = {};

/** An admin and moderator sees both dashboards; opened from the keyboard, Escape gives focus back. */
export const AdminOpenedByKeyboard: Story = {
  args: { items: menuItems(avatarMenuFor(['admin', 'moderator'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual(AVATAR_MENU.map((entry) => entry.label));
    await expect(entries[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Choosing Sign Out runs its action and closes the menu. */
export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign Out' }));
    await expect(act).toHaveBeenCalledWith('sign-out');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** A text trigger lined up with the start edge, as for a sort order. */
export const TextTrigger: Story = {
  args: {
    trigger: `Sort: ${SEARCH_SORT_LABELS.newest}`,
    triggerLabel: undefined,
    header: undefined,
    align: 'start',
    items: SEARCH_SORTS.map((sort) => ({
      key: sort,
      label: SEARCH_SORT_LABELS[sort],
      onSelect: () => act(sort),
    })),
  },
  parameters: { layout: 'padded' },
};

/** The user's name falls back to "User" when the profile has none. */
export const UnnamedUser: Story = {
  args: {
    trigger: <Avatar name={MESSAGES.userFallbackName} size="sm" />,
    header: <strong>{MESSAGES.userFallbackName}</strong>,
  },
};
