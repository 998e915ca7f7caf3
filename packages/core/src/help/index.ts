// Help content: knowledge base articles, FAQs and the help pages' search.

export type { Faq } from './faqs';
export { FAQ_CATEGORIES, FAQS, FAQS_PATH, faqPath } from './faqs';
export { helpSearchWords, searchFaqs, searchKnowledgeArticles } from './help-search';
export { FAQS_PAGE_TEXTS, KNOWLEDGE_BASE_TEXTS } from './help-texts';
export type { KnowledgeArticle } from './knowledge-base';
export {
  findKnowledgeArticle,
  KNOWLEDGE_ARTICLES,
  KNOWLEDGE_BASE_PATH,
  KNOWLEDGE_CATEGORIES,
  knowledgeArticlePath,
  relatedKnowledgeArticles,
} from './knowledge-base';
