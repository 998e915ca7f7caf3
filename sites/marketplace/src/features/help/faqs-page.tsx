// /faqs: frequently asked questions by category, each a disclosure; `#id` opens and scrolls to one; a search
// filters them as you type (query in `?q=`).
import { FAQ_CATEGORIES, FAQS, KNOWLEDGE_BASE_PATH, PAGE_TITLES, searchFaqs, slugify } from '@dealloop/core';
import { useCallback, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { Link, useLocation } from '../../router';
import { FaqItem } from './faq-item';
import { CategoryChips, HelpHero } from './help-hero';
import * as styles from './help-pages.css';
import { useHelpQuery } from './help-search-field';

/** The texts of the FAQ page. */
export const FAQS_PAGE_TEXTS = {
  eyebrow: 'Help Center',
  heading: 'Frequently Asked Questions',
  lead: 'Short answers about buying, selling, offers and contracts, your account and the widgets. For the long version, see the knowledge base.',
  searchLabel: 'Search the FAQs',
  searchPlaceholder: 'Try "counter" or "proof of funds"',
  categories: 'Categories',
  noResults: 'No questions match your search',
} as const;

const sectionId = (category: string) => `faq-${slugify(category)}`;

const plural = (count: number) => `${count} question${count === 1 ? '' : 's'}`;
const verb = (count: number) => (count === 1 ? 'matches' : 'match');

/** The id of the FAQ the URL's hash names, or null. */
function faqIdOf(hash: string): string | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return FAQS.some((faq) => faq.id === id) ? id : null;
}

/** Opens the FAQ named by the URL's hash, whenever the hash changes, and brings it into view with focus. */
function useDeepLinkedFaq(open: (id: string) => void) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = faqIdOf(hash);
    if (!id) return;
    open(id);
    const item = document.getElementById(id);
    item?.scrollIntoView?.({ block: 'start' });
    document.getElementById(`${id}-question`)?.focus({ preventScroll: true });
  }, [hash, open]);
}

/** The FAQ page. */
export default function FaqsPage() {
  useDocumentTitle(PAGE_TITLES.faqs);
  const [query, setQuery] = useHelpQuery();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const openOne = useCallback((id: string) => setOpenIds((ids) => new Set(ids).add(id)), []);
  useDeepLinkedFaq(openOne);
  const toggle = (id: string) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const searching = query.trim() !== '';
  const matches = searching ? searchFaqs(query) : FAQS;
  const categories = FAQ_CATEGORIES.filter((category) => matches.some((faq) => faq.category === category));
  const texts = FAQS_PAGE_TEXTS;
  return (
    <div>
      <HelpHero
        texts={texts}
        query={query}
        onQuery={setQuery}
        status={
          searching
            ? `${plural(matches.length)} ${verb(matches.length)} “${query.trim()}”`
            : plural(matches.length)
        }
      />
      <div className={styles.body}>
        {categories.length > 1 ? (
          <CategoryChips label={texts.categories} categories={categories} anchor={sectionId} />
        ) : null}
        {categories.map((category) => (
          <section key={category} className={styles.section} aria-labelledby={sectionId(category)}>
            <h2 id={sectionId(category)} className={styles.sectionTitle}>
              {category}
            </h2>
            <ul className={styles.faqList}>
              {matches
                .filter((faq) => faq.category === category)
                .map((faq) => (
                  <FaqItem
                    key={faq.id}
                    faq={faq}
                    open={openIds.has(faq.id)}
                    onToggle={() => toggle(faq.id)}
                  />
                ))}
            </ul>
          </section>
        ))}
        {matches.length === 0 ? (
          <EmptyState icon="search" title={texts.noResults}>
            <p>
              Try other words, or search the <Link to={KNOWLEDGE_BASE_PATH}>knowledge base</Link>.
            </p>
          </EmptyState>
        ) : null}
        <aside className={styles.aside} aria-labelledby="faqs-more">
          <h2 id="faqs-more" className={styles.asideTitle}>
            Want the details?
          </h2>
          <p>
            The <Link to={KNOWLEDGE_BASE_PATH}>knowledge base</Link> explains wholesaling, deal math, offers,
            contracts and widgets step by step.
          </p>
        </aside>
      </div>
    </div>
  );
}
