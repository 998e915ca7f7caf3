// Journey: a new account gets the onboarding wizard; Skip Tour closes it for good (also after a reload), and the
// avatar menu's Getting Started Tour opens it again.
import { accountMenuButton, skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

test('a new account sees the wizard, skips it, and can reopen it from the menu', async ({
  page,
}, testInfo) => {
  const email = `onboarding-${testInfo.project.name}-${Date.now()}@dealloop.local`;
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Olive Onboarding');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-password');
  await form.getByRole('button', { name: 'Create Account' }).click();

  const wizard = page.getByRole('dialog', { name: 'Welcome to DealLoop!' });
  await expect(wizard).toBeVisible();
  await expect(wizard.getByText('1 of 6')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(wizard.getByRole('button', { name: "Let's Get Started" })).toBeVisible();
  await wizard.getByRole('button', { name: 'Skip Tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Skipping was saved: after a reload the wizard stays closed.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/profile'));
  await page.reload();
  await saved;
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Getting Started Tour' }).click();
  await expect(wizard).toBeVisible();
  await expect(wizard.getByText('1 of 6')).toBeVisible();
});

test('a new user completes onboarding and ends on /dashboard with a live card and a public profile', async ({
  page,
  browser,
}, testInfo) => {
  const email = `finisher-${testInfo.project.name}-${Date.now()}@dealloop.local`;
  await page.goto('/auth?mode=signup');
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Full name').fill('Fiona Finisher');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill('a-long-password');
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  const wizard = page.getByRole('dialog');
  const next = (name: string) => wizard.getByRole('button', { name, exact: true }).click();
  await expect(wizard.getByText('1 of 6')).toBeVisible();
  await next("Let's Get Started");

  // Step 1: account information (the sign-up filled name and email in).
  await expect(wizard.getByText('2 of 6')).toBeVisible();
  await expect(wizard.getByLabel('Full name')).toHaveValue('Fiona Finisher');
  await wizard.getByLabel('Phone').fill('2085550142');
  await expect(wizard.getByLabel('Phone')).toHaveValue('(208) 555-0142');
  await wizard.getByLabel('Company name').fill('Finisher Homes');
  await next('Save & Continue');
  await expect(page.getByText('Account information saved!')).toBeVisible();

  // Step 2: the first saved search, with a place from the suggestions.
  await expect(wizard.getByText('3 of 6')).toBeVisible();
  await wizard.getByLabel('Search name').fill('Boise flips');
  await wizard.getByRole('combobox', { name: /Location/ }).fill('Boise');
  await page
    .getByRole('option', { name: /^Boise, ID/ })
    .first()
    .click();
  await next('Save & Continue');
  await expect(
    page.getByText("Saved search created! You'll get alerts for matching properties."),
  ).toBeVisible();

  // Step 3: the business card.
  await expect(wizard.getByText('4 of 6')).toBeVisible();
  await next('Save & Continue');
  await expect(page.getByText('Business card created! Share it with your network.')).toBeVisible();

  // Step 4: the public profile (published on save).
  await expect(wizard.getByText('5 of 6')).toBeVisible();
  await wizard.getByLabel('Profile type').selectOption('attract_both');
  await wizard.getByLabel('Bio').fill('Boise wholesaler buying and selling fixer-uppers since 2015.');
  await next('Save & Continue');
  await expect(page.getByText('Profile created! Your public profile is now live.')).toBeVisible();

  await expect(wizard.getByText('6 of 6')).toBeVisible();
  await next('Finish! Go to the product');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The card and the profile are live for anyone: open both in a browser that is not signed in.
  await page.goto('/profile');
  const cardLink = page.getByRole('link', { name: /^\/card\// }).first();
  const cardPath = (await cardLink.getAttribute('href')) ?? '';
  const profilePath =
    (await page.getByRole('link', { name: 'View your public page' }).getAttribute('href')) ?? '';
  expect(cardPath).toMatch(/^\/card\/fiona-finisher-/);
  const stranger = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await stranger.goto(cardPath);
  await expect(stranger.getByRole('heading', { name: 'Fiona Finisher' })).toBeVisible();
  await stranger.goto(profilePath);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Fiona Finisher' })).toBeVisible();
  await expect(
    stranger.getByText('Boise wholesaler buying and selling fixer-uppers since 2015.'),
  ).toBeVisible();
  await stranger.context().close();
});
