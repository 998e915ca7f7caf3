// Menu: the menu button pattern with keyboard support, focus return and closing on outside clicks.
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuItem } from './menu';
import { render, screen, userEvent } from './test-utils';

function setup(onSignOut = vi.fn()) {
  const items: MenuItem[] = [
    { key: 'account', label: 'My Account', href: '/dashboard/account' },
    { key: 'dashboard', label: 'User Dashboard', href: '/dashboard' },
    { key: 'support', label: 'Support', href: '/support' },
    { key: 'sign-out', label: 'Sign Out', onSelect: onSignOut, separatorBefore: true },
  ];
  render(
    <>
      <Menu trigger="Jane" triggerLabel="Account menu" header={<p>jane@example.com</p>} items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Account menu' }), onSignOut };
}

const focusedLabel = () => document.activeElement?.textContent;

describe('Menu', () => {
  it('is a collapsed menu button until clicked, then lists its entries in order with the header', async () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Account',
      'User Dashboard',
      'Support',
      'Sign Out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'My Account' }).getAttribute('href')).toBe(
      '/dashboard/account',
    );
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    expect(focusedLabel()).toBe('My Account');
  });

  it('moves with the arrow keys (wrapping), Home, End and typeahead', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe('My Account');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe('User Dashboard');
    await userEvent.keyboard('{End}');
    expect(focusedLabel()).toBe('Sign Out');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedLabel()).toBe('My Account');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedLabel()).toBe('Sign Out');
    await userEvent.keyboard('{Home}');
    expect(focusedLabel()).toBe('My Account');
    await userEvent.keyboard('s');
    expect(focusedLabel()).toBe('Support');
    await userEvent.keyboard('s');
    expect(focusedLabel()).toBe('Sign Out');
  });

  it('opens on the last entry with ArrowUp', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedLabel()).toBe('Sign Out');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape even when focus has left its entries', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs an action entry with Enter, then closes and returns focus', async () => {
    const { trigger, onSignOut } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when Tab leaves it', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
