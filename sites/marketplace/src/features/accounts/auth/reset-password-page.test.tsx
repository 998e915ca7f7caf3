// /auth/reset-password: token checks, password rules, the server's message for a bad token, success state.
import { ACCOUNT_MESSAGES } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, within } from '../../../test/dom';
import { GOOD_RESET_TOKEN } from '../../../test/fake-api-client';
import { renderApp } from '../../../test/render-app';

async function submit(password: string, confirm: string) {
  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  if (password) await userEvent.type(within(form).getByLabelText(/^New password/), password);
  if (confirm) await userEvent.type(within(form).getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Set New Password' }));
  return form;
}

describe('/auth/reset-password', () => {
  it('without a token explains the link is incomplete and offers a new one', async () => {
    renderApp('/auth/reset-password');
    expect(await screen.findByText('This link is incomplete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/auth?mode=forgot',
    );
  });

  it('checks the length and that both passwords match', async () => {
    const { client } = renderApp(`/auth/reset-password?token=${GOOD_RESET_TOKEN}`);
    let form = await submit('short', 'short');
    expect(within(form).getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText(/^New password/));
    await userEvent.clear(within(form).getByLabelText(/^Confirm new password/));
    form = await submit('long-enough', 'long-enougH');
    expect(within(form).getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(client.auth.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("shows the server's message for a bad or expired token", async () => {
    renderApp('/auth/reset-password?token=expired');
    const form = await submit('long-enough', 'long-enough');
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'This reset link is invalid or has expired.',
    );
  });

  it('sets the password and links to sign in', async () => {
    const { client } = renderApp(`/auth/reset-password?token=${GOOD_RESET_TOKEN}`);
    await submit('long-enough', 'long-enough');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(client.auth.confirmPasswordReset).toHaveBeenCalledWith(GOOD_RESET_TOKEN, 'long-enough');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });
});
