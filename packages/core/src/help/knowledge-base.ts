// The knowledge base: DealLoop's help articles (markdown bodies), their categories and where each one lives.
import { DEAL_ARTICLES } from './articles-deals';
import { MARKETPLACE_ARTICLES } from './articles-marketplace';
import { WHOLESALING_ARTICLES } from './articles-wholesaling';

/**
 * A help article. `body` is markdown in the subset the site's Markdown component renders: paragraphs, `##`/`###`
 * headings, **bold**, *italic*, `code`, bullet and numbered lists, and links to site paths or https URLs.
 */
export interface KnowledgeArticle {
  /** Stable address part: the article lives at `/knowledge-base/{slug}`. */
  slug: string;
  title: string;
  /** One or two sentences: shown on cards and as the page description. */
  summary: string;
  /** Markdown. */
  body: string;
  /** Words people search with besides the title. */
  tags: readonly string[];
  /** One of {@link KNOWLEDGE_CATEGORIES}. */
  category: string;
}

/** The categories of the knowledge base, in the order the page lists them. */
export const KNOWLEDGE_CATEGORIES: readonly string[] = Object.freeze([
  'Wholesaling basics',
  'Deal analysis',
  'Offers & contracts',
  'Listing & selling',
  'Your account',
  'Widgets',
  'Fair Housing',
]);

/** Every knowledge base article, grouped by category in the order of {@link KNOWLEDGE_CATEGORIES}. */
export const KNOWLEDGE_ARTICLES: readonly KnowledgeArticle[] = Object.freeze([
  ...WHOLESALING_ARTICLES,
  ...DEAL_ARTICLES,
  ...MARKETPLACE_ARTICLES,
]);

/** Path of the knowledge base. */
export const KNOWLEDGE_BASE_PATH = '/knowledge-base';

/** Path of an article's page. */
export function knowledgeArticlePath(slug: string): string {
  return `${KNOWLEDGE_BASE_PATH}/${encodeURIComponent(slug)}`;
}

/** The article with this slug, or null. */
export function findKnowledgeArticle(slug: string): KnowledgeArticle | null {
  return KNOWLEDGE_ARTICLES.find((article) => article.slug === slug) ?? null;
}

/**
 * Up to `limit` other articles to read next: those the article links to first, then the same category, then
 * those sharing the most tags.
 */
export function relatedKnowledgeArticles(article: KnowledgeArticle, limit = 3): KnowledgeArticle[] {
  const linked = [...article.body.matchAll(/\]\(\/knowledge-base\/([a-z0-9-]+)\)/g)].map((m) => m[1]);
  const shared = (other: KnowledgeArticle) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  const score = (other: KnowledgeArticle) =>
    (linked.includes(other.slug) ? 100 : 0) + (other.category === article.category ? 10 : 0) + shared(other);
  return KNOWLEDGE_ARTICLES.filter((other) => other.slug !== article.slug && score(other) > 0)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
