// The help content: unique slugs and ids, links that lead to real pages, the markdown subset, and true numbers.
import { describe, expect, it } from 'vitest';
import { maxAllowableOffer } from '../deal-math/deal-math';
import { matchSitePage } from '../site/site-pages';
import { FAQ_CATEGORIES, FAQS, faqPath } from './faqs';
import { searchFaqs, searchKnowledgeArticles } from './help-search';
import {
  findKnowledgeArticle,
  KNOWLEDGE_ARTICLES,
  KNOWLEDGE_CATEGORIES,
  knowledgeArticlePath,
  relatedKnowledgeArticles,
} from './knowledge-base';

const documents = [
  ...KNOWLEDGE_ARTICLES.map((a) => ({ name: `article ${a.slug}`, markdown: a.body })),
  ...FAQS.map((f) => ({ name: `faq ${f.id}`, markdown: f.answer })),
];

/** Markdown links `[text](target)` of a text. */
const linksOf = (markdown: string) => [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => m[2]!);

/** Whether a link target leads somewhere real. */
function leadsToPage(target: string): boolean {
  if (/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/.test(target)) return true;
  const [path = '', hash] = target.split('#');
  if (path === '/faqs') return hash === undefined || FAQS.some((f) => f.id === hash);
  if (hash !== undefined) return false;
  const article = /^\/knowledge-base\/(.+)$/.exec(path);
  if (article) return findKnowledgeArticle(article[1]!) !== null;
  const page = matchSitePage(path);
  // A one-segment path may match the listing SEO pattern's mount only through its pattern.
  return page !== null && page.key !== 'propertySeo';
}

describe('help content', () => {
  it('has at least 12 articles and 20 FAQs with unique kebab-case slugs and ids', () => {
    expect(KNOWLEDGE_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(FAQS.length).toBeGreaterThanOrEqual(20);
    const slugs = KNOWLEDGE_ARTICLES.map((a) => a.slug);
    const ids = FAQS.map((f) => f.id);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const key of [...slugs, ...ids]) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every article a title, summary, body, tags and a known category, and every FAQ one too', () => {
    for (const article of KNOWLEDGE_ARTICLES) {
      expect(article.title.trim()).not.toBe('');
      expect(article.summary.length).toBeGreaterThan(40);
      expect(article.body.length).toBeGreaterThan(400);
      expect(article.tags.length).toBeGreaterThan(0);
      expect(KNOWLEDGE_CATEGORIES).toContain(article.category);
    }
    for (const faq of FAQS) {
      expect(faq.question.endsWith('?')).toBe(true);
      expect(faq.answer.trim()).not.toBe('');
      expect(FAQ_CATEGORIES).toContain(faq.category);
    }
    for (const category of KNOWLEDGE_CATEGORIES) {
      expect(KNOWLEDGE_ARTICLES.some((a) => a.category === category)).toBe(true);
    }
    for (const category of FAQ_CATEGORIES) {
      expect(FAQS.filter((f) => f.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(documents)('$name links only to pages that exist', ({ markdown }) => {
    for (const target of linksOf(markdown))
      expect({ target, ok: leadsToPage(target) }).toEqual({ target, ok: true });
  });

  it.each(documents)(
    '$name keeps to the markdown subset (no HTML, code blocks or deep headings)',
    ({ markdown }) => {
      const prose = markdown.replace(/`[^`\n]+`/g, '');
      expect(prose).not.toMatch(/<[a-z/!]/i);
      expect(markdown).not.toMatch(/```/);
      for (const line of markdown.split('\n')) {
        if (line.startsWith('#')) expect(line).toMatch(/^###? \S/);
      }
    },
  );

  it('covers the topics the issue names', () => {
    for (const slug of [
      'how-wholesaling-works',
      'assignment-fees-and-double-closes',
      'mao-and-the-70-percent-rule',
      'arv-and-repair-estimates',
      'earnest-money',
      'proof-of-funds',
      'how-offers-work',
      'how-contracts-work',
      'listing-rules-and-review',
      'saved-searches-and-alerts',
      'business-cards-and-public-profiles',
      'embedding-widgets',
      'fair-housing',
    ]) {
      expect(findKnowledgeArticle(slug)?.slug).toBe(slug);
    }
    const widgets = findKnowledgeArticle('embedding-widgets')!.body;
    for (const tag of [
      'dealloop-property-grid',
      'dealloop-business-card',
      'dealloop-chat',
      'dealloop-deal-calculator',
    ]) {
      expect(widgets).toContain(`<${tag} `);
    }
    // The address the SDK is served at (server/src/routes/sdk-files.ts) and the page that hands out the snippets.
    expect(widgets).toContain('/sdk/v1/loader.js');
    expect(widgets).toContain('(/dashboard/embed)');
    const contracts = findKnowledgeArticle('how-contracts-work')!.body;
    for (const word of ['Pending', 'Approved', 'Completed', 'Cancelled', 'seller'])
      expect(contracts).toContain(word);
  });

  it('works the MAO example with the same numbers as the deal math', () => {
    const body = findKnowledgeArticle('mao-and-the-70-percent-rule')!.body;
    const mao = maxAllowableOffer({ arv: 200_000, repairCost: 30_000, fee: 10_000 });
    const buyerMax = maxAllowableOffer({ arv: 200_000, repairCost: 30_000 });
    expect(body).toContain(`**$${mao.toLocaleString('en-US')}**`);
    expect(body).toContain(`$${buyerMax.toLocaleString('en-US')}, the most a cash buyer should pay`);
  });

  it('builds the paths of articles and questions', () => {
    expect(knowledgeArticlePath('earnest-money')).toBe('/knowledge-base/earnest-money');
    expect(faqPath('what-is-loop')).toBe('/faqs#what-is-loop');
    expect(findKnowledgeArticle('no-such-article')).toBeNull();
  });

  it('suggests related articles, linked ones first, never the article itself', () => {
    const offers = findKnowledgeArticle('how-offers-work')!;
    const related = relatedKnowledgeArticles(offers);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain('how-offers-work');
    expect(related[0]?.slug).toMatch(/earnest-money|proof-of-funds|how-contracts-work/);
  });
});

describe('help search', () => {
  it('finds articles by any word they contain, titles first, and all of them for an empty query', () => {
    expect(searchKnowledgeArticles('  ')).toHaveLength(KNOWLEDGE_ARTICLES.length);
    expect(searchKnowledgeArticles('earnest')[0]?.slug).toBe('earnest-money');
    expect(searchKnowledgeArticles('70% rule')[0]?.slug).toBe('mao-and-the-70-percent-rule');
    expect(searchKnowledgeArticles('DOUBLE clos').map((a) => a.slug)).toContain(
      'assignment-fees-and-double-closes',
    );
    expect(searchKnowledgeArticles('zzzz')).toEqual([]);
  });

  it('needs every word of the query', () => {
    const both = searchKnowledgeArticles('earnest withdraw');
    expect(both.map((a) => a.slug)).toContain('how-offers-work');
    expect(both.map((a) => a.slug)).not.toContain('fair-housing');
  });

  it('finds FAQs by their question or answer', () => {
    expect(searchFaqs('counter')[0]?.id).toBe('can-i-counter-an-offer');
    expect(searchFaqs('shadow').map((f) => f.id)).toEqual(['will-widgets-clash-with-my-site']);
    expect(searchFaqs('')).toHaveLength(FAQS.length);
  });
});
