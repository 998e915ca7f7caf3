// The head of a knowledge base article's page: its own title, summary and canonical path, or null for no article.
import { findKnowledgeArticle, knowledgeArticlePath, knowledgeArticleTitle, SITE_NAME } from '@dealloop/core';
import type { PageHead } from './page-head';

/** The head of the article with this slug, or null when there is none (the server then answers 404). */
export function knowledgeArticleHead(slug: string, publicUrl: string): PageHead | null {
  const article = findKnowledgeArticle(slug);
  if (!article) return null;
  const path = knowledgeArticlePath(article.slug);
  return {
    title: knowledgeArticleTitle(article.title),
    description: article.summary,
    path,
    indexable: true,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        articleSection: article.category,
        keywords: article.tags.join(', '),
        url: `${publicUrl}${path}`,
        publisher: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
      },
    ],
  };
}
