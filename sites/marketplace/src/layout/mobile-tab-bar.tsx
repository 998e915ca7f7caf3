// The mobile bottom tab bar (docs/product/navigation.md): Home, Properties, FAQ, Help, Profile; active per core's rule.
import { isTabActive, MOBILE_TABS } from '@dealloop/core';
import { Icon, type IconName } from '@dealloop/ui';
import { Link, useLocation } from '../router';
import * as styles from './mobile-tab-bar.css';

const ICONS: Readonly<Record<string, IconName>> = {
  home: 'home',
  properties: 'building',
  faq: 'faq',
  help: 'book',
  profile: 'user',
};

/** The tab bar, shown below 768px; the active tab has aria-current="page". */
export function MobileTabBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Sections" className={styles.bar}>
      <ul className={styles.list}>
        {MOBILE_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.route}
              className={styles.tab}
              aria-current={isTabActive(pathname, tab.route) ? 'page' : undefined}
            >
              <Icon name={ICONS[tab.key] ?? 'home'} size={22} />
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
