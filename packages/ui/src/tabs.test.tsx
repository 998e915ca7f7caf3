// Tabs: roles, selection and keyboard movement.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';
import { render, screen, userEvent } from './test-utils';

function Harness() {
  const [selected, setSelected] = useState<'signin' | 'signup'>('signin');
  return (
    <Tabs
      label="Account"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'signin', label: 'Sign in', panel: <p>Sign in form</p> },
        { key: 'signup', label: 'Create account', panel: <p>Sign up form</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel labelled by its tab', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy();
    const signIn = screen.getByRole('tab', { name: 'Sign in' });
    expect(signIn.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Sign in' }).textContent).toBe('Sign in form');
    await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByRole('tabpanel', { name: 'Create account' }).textContent).toBe('Sign up form');
  });

  it('moves and selects with the arrow keys, Home and End (roving tabindex)', async () => {
    render(<Harness />);
    const signIn = screen.getByRole('tab', { name: 'Sign in' });
    const signUp = screen.getByRole('tab', { name: 'Create account' });
    signIn.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(signUp);
    expect(signUp.getAttribute('aria-selected')).toBe('true');
    expect(signIn.tabIndex).toBe(-1);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(signIn);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(signUp);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(signIn);
  });
});
