import { describe, expect, it } from 'vitest';
import { knowledgeArticleTitle, NOT_FOUND_TITLE, PAGE_TITLES } from './page-titles';
import { SITE_PAGES } from './site-pages';

describe('page titles', () => {
  it('gives every built page a title ending with the product name', () => {
    for (const page of SITE_PAGES) expect(PAGE_TITLES[page.key]).toMatch(/^.+ · DealLoop$/);
    expect(NOT_FOUND_TITLE).toBe('Page not found · DealLoop');
  });

  it('titles a knowledge base article by its own title, then Help', () => {
    expect(knowledgeArticleTitle('Earnest money')).toBe('Earnest money · Help · DealLoop');
  });
});
