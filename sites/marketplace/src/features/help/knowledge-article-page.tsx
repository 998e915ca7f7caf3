// /knowledge-base/:slug: one help article (markdown, links through the router) with related articles; an unknown
// slug shows Not Found (the server answers it with 404 too).
import {
  FAQS_PATH,
  findKnowledgeArticle,
  KNOWLEDGE_BASE_PATH,
  KNOWLEDGE_BASE_TEXTS,
  knowledgeArticleTitle,
  relatedKnowledgeArticles,
} from '@dealloop/core';
import { useDocumentTitle } from '../../app/use-document-title';
import { NotFoundPage } from '../../pages/not-found/not-found-page';
import { Link, useParams } from '../../router';
import { ArticleCard } from './article-card';
import { HelpMarkdown } from './help-markdown';
import * as styles from './help-pages.css';
import { categoryAnchor } from './knowledge-base-page';

/** The texts of an article page. */
export const ARTICLE_PAGE_TEXTS = {
  breadcrumb: 'Breadcrumb',
  related: 'Related articles',
  back: 'Back to the Knowledge Base',
  faqs: 'Browse the FAQs',
} as const;

/** A knowledge base article, or Not Found. */
export default function KnowledgeArticlePage() {
  const { slug = '' } = useParams();
  const article = findKnowledgeArticle(slug);
  if (!article) return <NotFoundPage />;
  return <ArticleView key={article.slug} slug={article.slug} />;
}

function ArticleView({ slug }: { slug: string }) {
  const article = findKnowledgeArticle(slug)!;
  useDocumentTitle(knowledgeArticleTitle(article.title));
  const related = relatedKnowledgeArticles(article);
  const texts = ARTICLE_PAGE_TEXTS;
  return (
    <article aria-labelledby="article-title">
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <nav aria-label={texts.breadcrumb}>
            <ol className={styles.breadcrumb}>
              <li>
                <Link to={KNOWLEDGE_BASE_PATH}>{KNOWLEDGE_BASE_TEXTS.heading}</Link>
              </li>
              <li>
                <Link to={`${KNOWLEDGE_BASE_PATH}#${categoryAnchor(article.category)}`}>
                  {article.category}
                </Link>
              </li>
              <li aria-current="page">{article.title}</li>
            </ol>
          </nav>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.lead}>{article.summary}</p>
        </div>
      </header>
      <div className={styles.body}>
        <HelpMarkdown text={article.body} className={styles.article} />
        {related.length > 0 ? (
          <section className={styles.aside} aria-labelledby="related-title">
            <h2 id="related-title" className={styles.asideTitle}>
              {texts.related}
            </h2>
            <ul className={styles.cards}>
              {related.map((other) => (
                <ArticleCard key={other.slug} article={other} showCategory />
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link to={KNOWLEDGE_BASE_PATH}>{texts.back}</Link> · <Link to={FAQS_PATH}>{texts.faqs}</Link>
        </p>
      </div>
    </article>
  );
}
