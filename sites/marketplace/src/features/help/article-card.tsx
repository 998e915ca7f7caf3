// A knowledge base article as a card: category, title linking to the article, summary.
import { type KnowledgeArticle, knowledgeArticlePath } from '@dealloop/core';
import { Link } from '../../router';
import * as styles from './help-pages.css';

/** One article in a list of cards (render inside a <ul>). */
export function ArticleCard({
  article,
  showCategory = false,
  headingLevel = 3,
}: {
  article: KnowledgeArticle;
  showCategory?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <article className={styles.card}>
        {showCategory ? <p className={styles.cardCategory}>{article.category}</p> : null}
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} to={knowledgeArticlePath(article.slug)}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.cardSummary}>{article.summary}</p>
      </article>
    </li>
  );
}
