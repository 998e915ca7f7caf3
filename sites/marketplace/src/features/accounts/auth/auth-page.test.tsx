// /auth: sign in, sign up and forgot password: validation, server errors inline, redirects.
import { ACCOUNT_MESSAGES } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient } from '../../../test/fake-api-client';
import { renderApp } from '../../../test/render-app';

const form = async (name: string) => screen.findByRole('form', { name });

describe('/auth sign in', () => {
  it('explains empty fields next to them and focuses the first one, without calling the API', async () => {
    const { client } = renderApp('/auth');
    const signIn = await form('Sign in');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    const email = within(signIn).getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(signIn).getByText(ACCOUNT_MESSAGES.emailRequired)).toBeTruthy();
    expect(within(signIn).getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(client.auth.signIn).not.toHaveBeenCalled();
  });

  it('shows the server message inline on wrong credentials', async () => {
    renderApp('/auth');
    const signIn = await form('Sign in');
    await userEvent.type(within(signIn).getByLabelText(/^Email/), BUYER.email);
    await userEvent.type(within(signIn).getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    expect((await within(signIn).findByRole('alert')).textContent).toContain('Invalid email or password.');
  });

  it('signs in and goes to a same-origin ?redirect=', async () => {
    const { router } = renderApp('/auth?redirect=%2Fterms-of-service%3Ftab%3D1');
    const signIn = await form('Sign in');
    await userEvent.type(within(signIn).getByLabelText(/^Email/), BUYER.email);
    await userEvent.type(within(signIn).getByLabelText(/^Password/), BUYER.password);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms-of-service'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(screen.getByRole('button', { name: 'Account menu for Bea Buyer' })).toBeTruthy();
  });

  it('ignores a redirect to another site and goes to /', async () => {
    const { router } = renderApp('/auth?redirect=https%3A%2F%2Fevil.example%2F');
    const signIn = await form('Sign in');
    await userEvent.type(within(signIn).getByLabelText(/^Email/), BUYER.email);
    await userEvent.type(within(signIn).getByLabelText(/^Password/), BUYER.password);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor who is already signed in to /', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(BUYER);
    const { router } = renderApp('/auth', { client });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/auth modes', () => {
  it('switches between Sign In and Create Account tabs, kept in ?mode=', async () => {
    const { router } = renderApp('/auth');
    await form('Sign in');
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    expect(router.state.location.search).toBe('?mode=signup');
    expect(screen.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    expect(await form('Create account')).toBeTruthy();
  });

  it('opens on the mode in the address', async () => {
    renderApp('/auth?mode=forgot');
    expect(await form('Reset password')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
  });
});

describe('/auth sign up', () => {
  it('shows the 8-character hint up front and validates every field', async () => {
    const { client } = renderApp('/auth?mode=signup');
    const signUp = await form('Create account');
    const password = within(signUp).getByLabelText(/^Password/);
    const hintId = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('At least 8 characters.');
    await userEvent.type(within(signUp).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(password, 'short');
    await userEvent.click(within(signUp).getByRole('button', { name: 'Create Account' }));
    expect(within(signUp).getByText(ACCOUNT_MESSAGES.fullNameRequired)).toBeTruthy();
    expect(within(signUp).getByText(ACCOUNT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(within(signUp).getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(document.activeElement).toBe(within(signUp).getByLabelText(/^Full name/));
    expect(client.auth.signUp).not.toHaveBeenCalled();
  });

  it('shows the server message inline when the email is taken', async () => {
    renderApp('/auth?mode=signup');
    const signUp = await form('Create account');
    await userEvent.type(within(signUp).getByLabelText(/^Full name/), 'Another Buyer');
    await userEvent.type(within(signUp).getByLabelText(/^Email/), BUYER.email);
    await userEvent.type(within(signUp).getByLabelText(/^Password/), 'long-enough');
    await userEvent.click(within(signUp).getByRole('button', { name: 'Create Account' }));
    expect((await within(signUp).findByRole('alert')).textContent).toContain(
      'An account with this email already exists. Sign in instead.',
    );
  });

  it('creates the account, signs in and lands on /', async () => {
    const { router, client } = renderApp('/auth?mode=signup');
    const signUp = await form('Create account');
    await userEvent.type(within(signUp).getByLabelText(/^Full name/), '  Nina New ');
    await userEvent.type(within(signUp).getByLabelText(/^Email/), 'nina@dealloop.local');
    await userEvent.type(within(signUp).getByLabelText(/^Password/), 'long-enough');
    await userEvent.click(within(signUp).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.auth.signUp).toHaveBeenCalledWith({
      fullName: 'Nina New',
      email: 'nina@dealloop.local',
      password: 'long-enough',
    });
    expect(screen.getByRole('button', { name: 'Account menu for Nina New' })).toBeTruthy();
  });
});

describe('/auth forgot password', () => {
  it('is reached from "Forgot password?", keeps the typed email and validates it', async () => {
    const { router, client } = renderApp('/auth');
    const signIn = await form('Sign in');
    await userEvent.type(within(signIn).getByLabelText(/^Email/), 'typo@');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));
    expect(router.state.location.search).toBe('?mode=forgot');
    const forgot = await form('Reset password');
    expect((within(forgot).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('typo@');
    await userEvent.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(forgot).getByText(ACCOUNT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(client.auth.requestPasswordReset).not.toHaveBeenCalled();
  });

  it.each([BUYER.email, 'nobody@dealloop.local'])(
    'confirms the same way whether or not %s has an account',
    async (email) => {
      const { client } = renderApp('/auth?mode=forgot');
      const forgot = await form('Reset password');
      await userEvent.type(within(forgot).getByLabelText(/^Email/), email);
      await userEvent.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
      const status = await screen.findByRole('status');
      expect(status.textContent).toBe(
        `Check your emailIf an account exists for ${email}, we have sent it a link to choose a new password. The link works once and expires soon; check your spam folder if it does not arrive in a few minutes.`,
      );
      expect(client.auth.requestPasswordReset).toHaveBeenCalledWith(email);
    },
  );
});
