// The top bar's links on phones: below 768px the links fold into this menu button (Open House Calendar, Pricing, Help
// and, for admins, Admin: core's links for the user's roles), as the spec shows them always.
import { topNavLinksFor } from '@dealloop/core';
import { Icon, type IconName, Menu, type MenuItem } from '@dealloop/ui';
import { useMemo } from 'react';
import { useAuth } from '../app/services-context';
import { rolesOf } from '../features/accounts/auth-store';
import { useNavigate } from '../router';
import { isPlainClick } from './avatar-menu-items';
import * as styles from './phone-nav-menu.css';

/** The accessible name of the menu button. */
export const PHONE_MENU_LABEL = 'Site menu';

const ICONS: Readonly<Record<string, IconName>> = {
  showings: 'mapPin',
  pricing: 'creditCard',
  help: 'help',
  admin: 'shield',
};

/** The menu items of the top bar's links, navigating inside the app. */
function linkItems(links: ReturnType<typeof topNavLinksFor>, navigate: (path: string) => void): MenuItem[] {
  return links.map((link) => {
    const icon = ICONS[link.key];
    return {
      key: link.key,
      label: link.label,
      href: link.path,
      ...(icon ? { icon } : {}),
      onSelect: (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(link.path);
      },
    };
  });
}

/** The phone menu button of the top bar (hidden from 768px, where the links show in the bar). */
export function PhoneNavMenu() {
  const { isAdmin, isModerator } = useAuth();
  const navigate = useNavigate();
  const items = useMemo(
    () => linkItems(topNavLinksFor(rolesOf({ isAdmin, isModerator })), navigate),
    [isAdmin, isModerator, navigate],
  );
  return (
    <div className={styles.phoneOnly}>
      <Menu
        triggerClassName={styles.trigger}
        triggerLabel={PHONE_MENU_LABEL}
        trigger={<Icon name="menu" />}
        items={items}
      />
    </div>
  );
}
