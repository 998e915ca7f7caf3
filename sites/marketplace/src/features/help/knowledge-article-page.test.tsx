// An article page: the markdown body, links through the router, related articles, and Not Found for no article.
import { findKnowledgeArticle, knowledgeArticleTitle } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { renderHelpPage } from './help-test-support';

describe('Knowledge base article page', () => {
  it('renders the article with its breadcrumb, headings, lists and related articles', async () => {
    renderHelpPage('/knowledge-base/how-offers-work');
    const article = findKnowledgeArticle('how-offers-work')!;
    await screen.findByRole('heading', { level: 1, name: article.title });
    await waitFor(() => expect(document.title).toBe(knowledgeArticleTitle(article.title)));
    expect(screen.getByText(article.summary)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Knowledge Base' }).getAttribute('href')).toBe(
      '/knowledge-base',
    );
    expect(within(crumbs).getByText(article.title).getAttribute('aria-current')).toBe('page');
    for (const heading of ['Making an offer', 'What each side can do', 'Expiry']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText('72 hours').tagName).toBe('STRONG');
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(3);
  });

  it('follows a link in the body through the router, to another article', async () => {
    const user = userEvent.setup();
    const { router } = renderHelpPage('/knowledge-base/how-offers-work');
    await screen.findByRole('heading', { level: 1, name: 'How offers work on DealLoop' });
    const body = screen.getByRole('article', { name: 'How offers work on DealLoop' });
    const link = within(body).getAllByRole('link', { name: 'How contracts work on DealLoop' })[0]!;
    expect(link.getAttribute('target')).toBeNull();
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How contracts work on DealLoop' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/knowledge-base/how-contracts-work');
  });

  it('opens external links in a new tab', async () => {
    renderHelpPage('/knowledge-base/fair-housing');
    await screen.findByRole('heading', { level: 1, name: 'Fair Housing on DealLoop' });
    const hud = screen.getByRole('link', { name: "HUD's Fair Housing pages" });
    expect(hud.getAttribute('target')).toBe('_blank');
    expect(hud.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows Not Found for a slug with no article', async () => {
    renderHelpPage('/knowledge-base/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeTruthy();
  });
});
