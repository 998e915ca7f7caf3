// The `test` of every example journey: each test's API calls come from its own client address (the API trusts
// X-Forwarded-For here, so per-IP limits count tests apart), and it fails on any console error, uncaught exception
// or Content-Security-Policy violation on the host page.
import { createHash } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

export { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** A private-range address derived from the test's id: stable across retries, distinct between tests. */
function clientAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}

export const test = base.extend<{ hostPageErrors: string[] }>({
  // Only the test's own API calls carry the address: on the page, an extra header would make every cross-origin
  // request of the widgets a CORS preflight the API rightly refuses.
  request: async ({ playwright }, use, testInfo) => {
    const context = await playwright.request.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress(testInfo.testId) },
    });
    await use(context);
    await context.dispose();
  },
  /** Console errors, page errors and CSP violations seen during the test; it fails unless there are none. */
  hostPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      // Reported through the console, so the page gets no extra global.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      await use(errors);
      expect(errors, 'console errors, page errors or CSP violations on the host page').toEqual([]);
    },
    { auto: true },
  ],
});
