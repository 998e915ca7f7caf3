// The mobile tab bar: the spec's tabs in order, exactly one active per core's rule, marked aria-current="page".
import { describe, expect, it } from 'vitest';
import { screen, within } from '../test/dom';
import { renderApp } from '../test/render-app';

const tabs = () => within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
const current = () => tabs().filter((tab) => tab.getAttribute('aria-current') === 'page');

describe('mobile tab bar', () => {
  it('lists Home, Properties, FAQ, Help and Profile with their routes', () => {
    renderApp('/auth');
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Properties', '/properties'],
      ['FAQ', '/faqs'],
      ['Help', '/knowledge-base'],
      ['Profile', '/profile'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/properties', 'Properties'],
    ['/properties/abc-123', 'Properties'],
    ['/faqs', 'FAQ'],
    ['/knowledge-base', 'Help'],
    ['/knowledge-base/getting-started', 'Help'],
    ['/profile', 'Profile'],
    ['/profile/user-1/buyers-list', 'Profile'],
  ])('on %s marks %s as the current tab', (path, label) => {
    renderApp(path);
    expect(current().map((tab) => tab.textContent)).toEqual([label]);
  });

  it.each(['/auth', '/privacy-policy', '/dashboard', '/property/abc-123'])('on %s marks no tab', (path) => {
    renderApp(path);
    expect(current()).toEqual([]);
  });
});
