// The knowledge base page: categories with every article, the as-you-type search kept in ?q=, and no results.
import { KNOWLEDGE_ARTICLES, KNOWLEDGE_CATEGORIES, PAGE_TITLES } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { renderHelpPage } from './help-test-support';

const search = () => screen.getByRole('searchbox', { name: 'Search the knowledge base' });

describe('Knowledge base page', () => {
  it('lists every article under its category, each card linking to the article', async () => {
    renderHelpPage('/knowledge-base');
    await screen.findByRole('heading', { level: 1, name: 'Knowledge Base' });
    expect(document.title).toBe(PAGE_TITLES.knowledgeBase);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, KNOWLEDGE_CATEGORIES.length)).toEqual([...KNOWLEDGE_CATEGORIES]);
    for (const article of KNOWLEDGE_ARTICLES) {
      const link = screen.getByRole('link', { name: article.title });
      expect(link.getAttribute('href')).toBe(`/knowledge-base/${article.slug}`);
      const section = screen.getByRole('region', { name: article.category });
      expect(within(section).getByRole('link', { name: article.title })).toBe(link);
    }
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getAllByRole('link')).toHaveLength(KNOWLEDGE_CATEGORIES.length);
    expect(screen.getByRole('status').textContent).toBe(
      `${KNOWLEDGE_ARTICLES.length} articles in ${KNOWLEDGE_CATEGORIES.length} categories`,
    );
  });

  it('filters as you type, keeps the query in the URL, and shows every category again when cleared', async () => {
    const user = userEvent.setup();
    const { router } = renderHelpPage('/knowledge-base');
    await screen.findByRole('heading', { level: 1, name: 'Knowledge Base' });
    await user.type(search(), 'earnest');
    const results = screen.getByRole('region', { name: 'Search results' });
    const titles = within(results)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles[0]).toBe('Earnest money');
    expect(titles).not.toContain('Fair Housing on DealLoop');
    expect(screen.getByRole('status').textContent).toBe(`${titles.length} articles match “earnest”`);
    await waitFor(() => expect(router.state.location.search).toBe('?q=earnest'));
    await user.clear(search());
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Fair Housing' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('starts from the query in the URL', async () => {
    renderHelpPage('/knowledge-base?q=double%20close');
    await screen.findByRole('heading', { level: 1, name: 'Knowledge Base' });
    expect((search() as HTMLInputElement).value).toBe('double close');
    expect(screen.getByRole('status').textContent).toBe('1 article matches “double close”');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Assignment fees and double closes']);
  });

  it('says so when nothing matches and points to the FAQs', async () => {
    const user = userEvent.setup();
    renderHelpPage('/knowledge-base');
    await screen.findByRole('heading', { level: 1, name: 'Knowledge Base' });
    await user.type(search(), 'zebra spaceship');
    expect(screen.getByText('No articles match your search')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 articles match “zebra spaceship”');
    expect(screen.getAllByRole('link', { name: 'frequently asked questions' })[0]?.getAttribute('href')).toBe(
      '/faqs',
    );
  });

  it('opens an article from its card', async () => {
    const user = userEvent.setup();
    const { router } = renderHelpPage('/knowledge-base');
    await user.click(await screen.findByRole('link', { name: 'How offers work on DealLoop' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How offers work on DealLoop' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/knowledge-base/how-offers-work');
  });
});
