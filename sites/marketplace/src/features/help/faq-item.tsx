// One FAQ as a disclosure: the question is a button (aria-expanded) that shows or hides its answer region.
import { FAQS_PAGE_TEXTS, type Faq, faqPath } from '@dealloop/core';
import { Icon } from '@dealloop/ui';
import { Link } from '../../router';
import { HelpMarkdown } from './help-markdown';
import * as styles from './help-pages.css';

/** An FAQ in a list (render inside a <ul>); its element id is the FAQ's id, so `/faqs#{id}` lands on it. */
export function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const questionId = `${faq.id}-question`;
  const answerId = `${faq.id}-answer`;
  return (
    <li id={faq.id} className={styles.faqItem}>
      <h3 className={styles.faqHeading}>
        <button
          type="button"
          id={questionId}
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span>{faq.question}</span>
          <Icon name="chevronDown" size={20} className={styles.chevron} />
        </button>
      </h3>
      <section id={answerId} aria-labelledby={questionId} hidden={!open} className={styles.faqAnswer}>
        <HelpMarkdown text={faq.answer} />
        <Link className={styles.faqPermalink} to={faqPath(faq.id)}>
          {FAQS_PAGE_TEXTS.permalink}
        </Link>
      </section>
    </li>
  );
}
