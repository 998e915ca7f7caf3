// The `test` of every spec: Playwright's, with each test calling from its own client address, as separate
// visitors do. The e2e server trusts X-Forwarded-For (TRUST_PROXY), so the per-IP sign-in limit counts each test
// on its own instead of the whole suite as one visitor. A test fails when the Content-Security-Policy blocked anything.
import { createHash } from 'node:crypto';
import { type Browser, test as base, expect, type Page, type TestInfo } from '@playwright/test';

export { type Browser, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** A private-range address derived from the test's id: stable across retries, distinct between tests. */
export function clientAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo.testId) });
  },
  // Every page of the test's context reports what the Content-Security-Policy blocked; the test fails on any.
  context: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding('__dealloopCspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __dealloopCspViolation?: (text: string) => void })
          .__dealloopCspViolation;
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
            (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
        );
      });
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** A second person's browser: a context of its own (its own storage) with the project's device and address. */
export async function secondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress(`${testInfo.testId}:second`) },
  });
  return context.newPage();
}
