// /faqs: frequently asked questions by category, each a disclosure; `#id` opens and scrolls to one; a search
// filters them as you type (query in `?q=`).
import {
  FAQ_CATEGORIES,
  FAQS,
  FAQS_PAGE_TEXTS,
  KNOWLEDGE_BASE_PATH,
  PAGE_TITLES,
  searchFaqs,
  slugify,
} from '@dealloop/core';
import { useCallback, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { Link, useLocation } from '../../router';
import { FaqItem } from './faq-item';
import { CategoryChips, HelpHero } from './help-hero';
import * as styles from './help-pages.css';
import { useHelpQuery } from './help-search-field';

const sectionId = (category: string) => `faq-${slugify(category)}`;

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
        status={texts.status(matches.length, searching ? query.trim() : null)}
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
              {texts.noResultsBefore} <Link to={KNOWLEDGE_BASE_PATH}>{texts.knowledgeBase}</Link>.
            </p>
          </EmptyState>
        ) : null}
        <aside className={styles.aside} aria-labelledby="faqs-more">
          <h2 id="faqs-more" className={styles.asideTitle}>
            {texts.moreTitle}
          </h2>
          <p>
            {texts.moreBefore} <Link to={KNOWLEDGE_BASE_PATH}>{texts.knowledgeBase}</Link> {texts.moreAfter}
          </p>
        </aside>
      </div>
    </div>
  );
}
