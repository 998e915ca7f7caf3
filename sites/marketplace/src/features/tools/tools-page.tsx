// /tools: the deal calculator inline (inputs in the address, Copy link) and cards leading to the other tools.
import { PAGE_TITLES, TOOL_CARDS, TOOLS_TEXTS } from '@dealloop/core';
import { buttonClassName, PageHeader } from '@dealloop/ui';
import { useDocumentTitle } from '../../app/use-document-title';
import { Link } from '../../router';
import * as shared from '../profiles/profile-shared.css';
import * as styles from './tools-page.css';
import { UrlDealCalculator } from './url-deal-calculator';

/** The tools page. */
export default function ToolsPage() {
  useDocumentTitle(PAGE_TITLES.tools);
  return (
    <div className={shared.page}>
      <PageHeader title={TOOLS_TEXTS.title} subtitle={TOOLS_TEXTS.intro} />
      <ul className={styles.cards}>
        {TOOL_CARDS.map((card) =>
          card.path === null ? (
            <li key={card.id} className={styles.wide}>
              <UrlDealCalculator title={card.title} />
            </li>
          ) : (
            <li key={card.id} className={styles.card}>
              <h2 className={shared.sectionTitle}>{card.title}</h2>
              <p className={shared.muted}>{card.description}</p>
              <Link className={buttonClassName({ variant: 'secondary' })} to={card.path}>
                {card.action}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
