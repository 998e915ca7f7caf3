// Links from Loop's answers to knowledge base articles, falling back to the knowledge base page if an article
// is renamed, so an answer never links to a missing page.
import { findKnowledgeArticle, KNOWLEDGE_BASE_PATH, knowledgeArticlePath } from '@dealloop/core';

/** `/knowledge-base/{slug}` when that article exists, else `/knowledge-base`. */
export function helpArticleLink(slug: string): string {
  return findKnowledgeArticle(slug) ? knowledgeArticlePath(slug) : KNOWLEDGE_BASE_PATH;
}
