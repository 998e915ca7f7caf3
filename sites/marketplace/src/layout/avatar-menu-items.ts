// The avatar menu's entries: core's entries for the user's roles, as menu items of the design system.
import { type AvatarMenuAction, avatarMenuFor } from '@dealloop/core';
import type { IconName, MenuItem } from '@dealloop/ui';
import type { MouseEvent } from 'react';

/**
 * What each action entry of the menu does. An action entry shows only when it has a handler here, so a later
 * feature adds its entry (e.g. `tour`, the Getting Started Tour) by adding its handler in `useAvatarMenuActions`.
 */
export type AvatarMenuActions = Partial<Record<AvatarMenuAction['key'], () => void>>;

const ICONS: Readonly<Record<string, IconName>> = {
  account: 'user',
  dashboard: 'grid',
  'admin-dashboard': 'shield',
  'moderator-dashboard': 'flag',
  'notification-settings': 'bell',
  'payment-methods': 'creditCard',
  support: 'help',
  tour: 'info',
  'sign-out': 'logout',
};

/** Whether a click should stay in the page (not a new tab or window). */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The menu items of a user with these roles, in the spec's order; links navigate inside the app. */
export function avatarMenuItems(
  roles: readonly string[],
  actions: AvatarMenuActions,
  navigate: (path: string) => void,
): MenuItem[] {
  return avatarMenuFor(roles).flatMap((entry): MenuItem[] => {
    const icon = ICONS[entry.key];
    if (entry.kind === 'link') {
      return [
        {
          key: entry.key,
          label: entry.label,
          href: entry.path,
          ...(icon ? { icon } : {}),
          onSelect: (event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            navigate(entry.path);
          },
        },
      ];
    }
    const run = actions[entry.key];
    if (!run) return [];
    return [
      {
        key: entry.key,
        label: entry.label,
        ...(icon ? { icon } : {}),
        onSelect: run,
        separatorBefore: entry.key === 'sign-out',
      },
    ];
  });
}
