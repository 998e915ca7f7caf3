// The signed-in user's menu: avatar trigger, name (fallback "User") and email, and the entries for their roles.
import { avatarDisplayName } from '@dealloop/core';
import { Avatar, Icon, Menu } from '@dealloop/ui';
import { useMemo } from 'react';
import { useAuth } from '../app/services-context';
import { rolesOf } from '../features/accounts/auth-store';
import { useNavigate } from '../router';
import { useAvatarMenuActions } from './avatar-menu-actions';
import { avatarMenuItems } from './avatar-menu-items';
import * as styles from './top-nav.css';

/** The account menu of the top bar (renders nothing when signed out). */
export function AvatarMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  const actions = useAvatarMenuActions();
  const { isAdmin, isModerator } = auth;
  const items = useMemo(
    () => avatarMenuItems(rolesOf({ isAdmin, isModerator }), actions, navigate),
    [isAdmin, isModerator, actions, navigate],
  );
  if (!auth.user) return null;
  const name = avatarDisplayName(auth.user.fullName);
  return (
    <Menu
      triggerLabel={`Account menu for ${name}`}
      triggerClassName={styles.avatarTrigger}
      trigger={
        <>
          <Avatar name={name} decorative />
          <Icon name="chevronDown" size={16} className={styles.chevron} />
        </>
      }
      header={
        <>
          <p className={styles.menuName}>{name}</p>
          <p className={styles.menuEmail}>{auth.user.email}</p>
        </>
      }
      items={items}
    />
  );
}
