// Full-text retrieval over DealLoop's help content (core's knowledge base articles and FAQs) with MiniSearch:
// each article section and each FAQ is one passage; a query answers the best passages above a quality bar.
import {
  FAQS,
  type Faq,
  faqPath,
  KNOWLEDGE_ARTICLES,
  type KnowledgeArticle,
  knowledgeArticlePath,
} from '@dealloop/core';
import MiniSearch from 'minisearch';

/** One retrievable piece of help content. */
export interface Passage {
  readonly id: string;
  /** The article or question title, with the section heading when there is one. */
  readonly title: string;
  readonly heading: string;
  /** Markdown. */
  readonly text: string;
  readonly tags: string;
  /** Where it lives: /knowledge-base/{slug}#... or /faqs#{id}. */
  readonly link: string;
  /** The page title for the link. */
  readonly source: string;
}

/** A passage found for a query, with how well it matched. */
export interface PassageHit {
  readonly passage: Passage;
  readonly score: number;
  /** Share of the query's meaningful words found in the passage (0 to 1). */
  readonly coverage: number;
}

/** Words that carry no meaning for retrieval. */
const STOP_WORDS = new Set(
  `a an the and or but if of to in on at by for with about from into over is are was were be been being do
  does did doing have has had i me my we our you your it its this that these those what which who whom how why when
  where can could should would will shall may might must there here than then so as not no yes please tell explain
  show give know want need get help dealloop loop hi hey hello thanks thank any some work works mean`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lowercase meaningful words of a text. */
export function queryWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9%]+/g) ?? []
  ).filter((word) => !STOP_WORDS.has(word));
}

function articlePassages(article: KnowledgeArticle): Passage[] {
  const sections = article.body.split(/^##\s+/m);
  const intro = sections.shift()?.trim() ?? '';
  const tags = article.tags.join(' ');
  const base = knowledgeArticlePath(article.slug);
  const passages: Passage[] = [
    {
      id: `kb:${article.slug}`,
      title: article.title,
      heading: '',
      text: [article.summary, intro].filter(Boolean).join('\n\n'),
      tags,
      link: base,
      source: article.title,
    },
  ];
  sections.forEach((section, index) => {
    const [heading = '', ...rest] = section.split('\n');
    passages.push({
      id: `kb:${article.slug}:${index}`,
      title: `${article.title}: ${heading.replace(/^#+\s*/, '').trim()}`,
      heading: heading.trim(),
      text: rest
        .join('\n')
        .replace(/^#{2,}\s+/gm, '')
        .trim(),
      tags,
      link: base,
      source: article.title,
    });
  });
  return passages;
}

const faqPassage = (faq: Faq): Passage => ({
  id: `faq:${faq.id}`,
  title: faq.question,
  heading: '',
  text: faq.answer,
  tags: faq.category,
  link: faqPath(faq.id),
  source: 'FAQs',
});

/** Retrieval over a set of passages. */
export interface KnowledgeIndex {
  /** The passages best matching `query`, best first (only those above the quality bar). */
  search(query: string, limit?: number): PassageHit[];
}

/** The least share of meaningful query words a passage must contain to count as an answer. */
const MIN_COVERAGE = 0.5;
/** The least MiniSearch score (BM25 with boosts) to count as an answer. */
const MIN_SCORE = 4;

/** An index over `passages` (by default every knowledge base article section and FAQ of core). */
export function createKnowledgeIndex(passages: readonly Passage[] = helpPassages()): KnowledgeIndex {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text', 'tags'],
    storeFields: ['id'],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return STOP_WORDS.has(word) ? null : word;
    },
    searchOptions: {
      boost: { title: 3, heading: 2, tags: 2 },
      prefix: (term) => term.length > 3,
      fuzzy: 0.15,
    },
  });
  index.addAll(passages);
  const byId = new Map(passages.map((passage) => [passage.id, passage]));

  return {
    search(query, limit = 3) {
      const words = queryWords(query);
      if (!words.length) return [];
      const hits: PassageHit[] = [];
      for (const result of index.search(words.join(' '))) {
        const coverage = result.queryTerms.length / words.length;
        if (coverage < MIN_COVERAGE || result.score < MIN_SCORE) continue;
        hits.push({ passage: byId.get(result.id as string)!, score: result.score, coverage });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}

/** Every knowledge base section and FAQ as passages. */
export function helpPassages(): Passage[] {
  return [...KNOWLEDGE_ARTICLES.flatMap(articlePassages), ...FAQS.map(faqPassage)];
}

let shared: KnowledgeIndex | null = null;
/** The index over core's help content, built once per process on first use. */
export function helpIndex(): KnowledgeIndex {
  shared ??= createKnowledgeIndex();
  return shared;
}
