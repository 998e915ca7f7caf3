// /knowledge-base: the help articles by category, filtered as you type (query in `?q=`), with a way to the FAQs.
import {
  FAQS_PATH,
  KNOWLEDGE_ARTICLES,
  KNOWLEDGE_BASE_TEXTS,
  KNOWLEDGE_CATEGORIES,
  PAGE_TITLES,
  searchKnowledgeArticles,
  slugify,
} from '@dealloop/core';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../router';
import { ArticleCard } from './article-card';
import { CategoryChips, HelpHero } from './help-hero';
import * as styles from './help-pages.css';
import { useHelpQuery } from './help-search-field';

/** The anchor of a category's section. */
export const categoryAnchor = (category: string) => `category-${slugify(category)}`;

/** The knowledge base. */
export default function KnowledgeBasePage() {
  useDocumentTitle(PAGE_TITLES.knowledgeBase);
  const [query, setQuery] = useHelpQuery();
  const searching = query.trim() !== '';
  const results = searching ? searchKnowledgeArticles(query) : KNOWLEDGE_ARTICLES;
  const texts = KNOWLEDGE_BASE_TEXTS;
  return (
    <div>
      <HelpHero
        texts={texts}
        query={query}
        onQuery={setQuery}
        status={texts.status(results.length, searching ? query.trim() : null, KNOWLEDGE_CATEGORIES.length)}
      />
      <div className={styles.body}>
        {searching ? (
          results.length > 0 ? (
            <section aria-label={texts.results}>
              <ul className={styles.cards}>
                {results.map((article) => (
                  <ArticleCard key={article.slug} article={article} showCategory headingLevel={2} />
                ))}
              </ul>
            </section>
          ) : (
            <EmptyState icon="search" title={texts.noResults}>
              <p>
                {texts.noResultsBefore} <Link to={FAQS_PATH}>{texts.faqs}</Link>
                {texts.noResultsAfter}
              </p>
            </EmptyState>
          )
        ) : (
          <>
            <CategoryChips
              label={texts.categories}
              categories={KNOWLEDGE_CATEGORIES}
              anchor={categoryAnchor}
            />
            {KNOWLEDGE_CATEGORIES.map((category) => (
              <section key={category} className={styles.section} aria-labelledby={categoryAnchor(category)}>
                <h2 id={categoryAnchor(category)} className={styles.sectionTitle}>
                  {category}
                </h2>
                <ul className={styles.cards}>
                  {KNOWLEDGE_ARTICLES.filter((article) => article.category === category).map((article) => (
                    <ArticleCard key={article.slug} article={article} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
        <aside className={styles.aside} aria-labelledby="kb-more-questions">
          <h2 id="kb-more-questions" className={styles.asideTitle}>
            {texts.moreQuestions}
          </h2>
          <p>
            {texts.moreBefore} <Link to={FAQS_PATH}>{texts.faqs}</Link>
            {texts.moreAfter}
          </p>
        </aside>
      </div>
    </div>
  );
}
