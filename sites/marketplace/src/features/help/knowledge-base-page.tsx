// /knowledge-base: the help articles by category, filtered as you type (query in `?q=`), with a way to the FAQs.
import {
  FAQS_PATH,
  KNOWLEDGE_ARTICLES,
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

/** The texts of the knowledge base page. */
export const KNOWLEDGE_BASE_TEXTS = {
  eyebrow: 'Help Center',
  heading: 'Knowledge Base',
  lead: 'Guides to wholesaling and to DealLoop: how deals work, how to run the numbers, and how to make offers, close contracts and share your deals.',
  searchLabel: 'Search the knowledge base',
  searchPlaceholder: 'Try "earnest money" or "70% rule"',
  results: 'Search results',
  categories: 'Categories',
  noResults: 'No articles match your search',
  moreQuestions: 'Still have a question?',
} as const;

/** The anchor of a category's section. */
export const categoryAnchor = (category: string) => `category-${slugify(category)}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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
        status={
          searching
            ? `${plural(results.length, 'article')} ${results.length === 1 ? 'matches' : 'match'} “${query.trim()}”`
            : `${plural(results.length, 'article')} in ${KNOWLEDGE_CATEGORIES.length} categories`
        }
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
                Try fewer or other words, browse the <Link to={FAQS_PATH}>frequently asked questions</Link>,
                or ask Loop, the assistant at the bottom of the page.
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
            Quick answers are in the <Link to={FAQS_PATH}>frequently asked questions</Link>. Loop, our virtual
            assistant, can also search deals and run deal math for you.
          </p>
        </aside>
      </div>
    </div>
  );
}
