// The frame of a legal document: title, "Last updated" date, table of contents and anchored sections.
import type { ReactNode } from 'react';
import * as styles from './legal-page.css';

/** One section of a legal document; `id` is its anchor (`/privacy-policy#your-rights`). */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A legal document page. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <article aria-labelledby="legal-title">
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Legal</p>
          <h1 id="legal-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.updated}>
            Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
          <div className={styles.intro}>{intro}</div>
        </div>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id} className={styles.tocItem}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.content}>
          {sections.map((section, index) => (
            <section key={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <h2 id={section.id} className={styles.heading}>
                <span id={`${section.id}-title`}>
                  {index + 1}. {section.title}
                </span>
                <a
                  className={styles.anchor}
                  href={`#${section.id}`}
                  aria-label={`Link to “${section.title}”`}
                >
                  #
                </a>
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
