// The FAQ page: categories of disclosures, a deep link that opens and scrolls to one, and the search filter.
import { FAQ_CATEGORIES, FAQS, PAGE_TITLES } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, userEvent, waitFor, within } from '../../test/dom';
import { renderHelpPage } from './help-test-support';

const question = (text: string) => screen.getByRole('button', { name: text });
const scrolled: string[] = [];

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => vi.restoreAllMocks());

describe('FAQ page', () => {
  it('lists every question by category, collapsed, each a button controlling its answer', async () => {
    renderHelpPage('/faqs');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(document.title).toBe(PAGE_TITLES.faqs);
    for (const category of FAQ_CATEGORIES) {
      const section = screen.getByRole('region', { name: category });
      const inSection = FAQS.filter((faq) => faq.category === category).map((faq) => faq.question);
      expect(
        within(section)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(inSection);
    }
    for (const faq of FAQS) {
      const button = question(faq.question);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(answer.hidden).toBe(true);
    }
  });

  it('opens and closes an answer with its button', async () => {
    const user = userEvent.setup();
    renderHelpPage('/faqs');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const button = question('Can I counter an offer?');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Can I counter an offer?' });
    expect(answer.textContent).toContain('if you are the seller');
    expect(within(answer).getByRole('link', { name: 'Link to this answer' }).getAttribute('href')).toBe(
      '/faqs#can-i-counter-an-offer',
    );
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Can I counter an offer?' })).toBeNull();
  });

  it('opens, scrolls to and focuses the question a deep link names, and follows later hash changes', async () => {
    const { router } = renderHelpPage('/faqs#how-long-does-an-offer-last');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const target = question('How long does an offer stay open?');
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('true'));
    expect(scrolled).toEqual(['how-long-does-an-offer-last']);
    expect(document.activeElement).toBe(target);
    expect(screen.getByRole('region', { name: 'How long does an offer stay open?' }).textContent).toContain(
      '72 hours',
    );
    expect(question('Can I counter an offer?').getAttribute('aria-expanded')).toBe('false');
    await act(() => router.navigate('/faqs#who-sees-my-proof-of-funds'));
    await waitFor(() =>
      expect(question('Who can see my proof of funds?').getAttribute('aria-expanded')).toBe('true'),
    );
    expect(target.getAttribute('aria-expanded')).toBe('true');
  });

  it('ignores a hash that names no question', async () => {
    renderHelpPage('/faqs#nope');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(scrolled).toEqual([]);
  });

  it('filters the questions as you type, keeping the query in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderHelpPage('/faqs');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQs' }), 'shadow');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((b) => b.textContent)).toEqual([
      "Will the widgets clash with my site's styles?",
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 question matches “shadow”');
    await waitFor(() => expect(router.state.location.search).toBe('?q=shadow'));
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQs' }), ' zebra');
    expect(screen.getByText('No questions match your search')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\?$/ })).toBeNull();
  });
});
