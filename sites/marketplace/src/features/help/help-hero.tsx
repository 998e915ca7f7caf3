// What the help index pages (FAQs, knowledge base) share: the hero with its as-you-type search and the live count,
// and the row of category chips that jump to each category's section.
import * as styles from './help-pages.css';
import { HelpSearchField } from './help-search-field';

/** The hero of a help index page: eyebrow, heading, lead, the search field and a status line (the count). */
export function HelpHero({
  texts,
  query,
  onQuery,
  status,
}: {
  texts: { eyebrow: string; heading: string; lead: string; searchLabel: string; searchPlaceholder: string };
  query: string;
  onQuery: (query: string) => void;
  status: string;
}) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>{texts.eyebrow}</p>
        <h1 className={styles.title}>{texts.heading}</h1>
        <p className={styles.lead}>{texts.lead}</p>
        <HelpSearchField
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          query={query}
          onQuery={onQuery}
        />
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
    </header>
  );
}

/** A labelled navigation of chips, one a category, each a link to `#anchor(category)`. */
export function CategoryChips({
  label,
  categories,
  anchor,
}: {
  label: string;
  categories: readonly string[];
  anchor: (category: string) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {categories.map((category) => (
          <li key={category}>
            <a className={styles.chip} href={`#${anchor(category)}`}>
              {category}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
