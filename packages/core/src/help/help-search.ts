// The as-you-type filter of the help pages: articles and FAQs that contain every word of a query, best first.
import type { Faq } from './faqs';
import { FAQS } from './faqs';
import type { KnowledgeArticle } from './knowledge-base';
import { KNOWLEDGE_ARTICLES } from './knowledge-base';

/** Lowercase words of a text, accents folded, punctuation dropped (a "%" and digits are kept: "70%" stays). */
export function helpSearchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9%]+/)
    .filter(Boolean);
}

/**
 * The score of a document for a query: 0 when a query word is found nowhere, else the sum over query words of
 * 3 for a word in the heading, 2 in the tags or summary, 1 in the body. A query word matches a document word it
 * starts ("contr" matches "contract").
 */
function score(query: readonly string[], heading: string, middle: string, body: string): number {
  const fields: [string[], number][] = [
    [helpSearchWords(heading), 3],
    [helpSearchWords(middle), 2],
    [helpSearchWords(body), 1],
  ];
  let total = 0;
  for (const word of query) {
    const weight = fields.find(([words]) => words.some((w) => w.startsWith(word)))?.[1] ?? 0;
    if (weight === 0) return 0;
    total += weight;
  }
  return total;
}

function rank<T>(items: readonly T[], scoreOf: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: scoreOf(item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

/** Articles containing every word of `query` (prefixes count), titles first; all of them for an empty query. */
export function searchKnowledgeArticles(
  query: string,
  articles: readonly KnowledgeArticle[] = KNOWLEDGE_ARTICLES,
): KnowledgeArticle[] {
  const words = helpSearchWords(query);
  if (words.length === 0) return [...articles];
  return rank(articles, (a) =>
    score(words, a.title, `${a.tags.join(' ')} ${a.summary} ${a.category}`, a.body),
  );
}

/** FAQs containing every word of `query` (prefixes count), questions first; all of them for an empty query. */
export function searchFaqs(query: string, faqs: readonly Faq[] = FAQS): Faq[] {
  const words = helpSearchWords(query);
  if (words.length === 0) return [...faqs];
  return rank(faqs, (f) => score(words, f.question, f.category, f.answer));
}
