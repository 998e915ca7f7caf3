// Notification bell rules: the unread badge, the kept list size and where a notification leads.

/** Notifications fetched and kept in the bell list. */
export const NOTIFICATION_LIMIT = 10;

/** Text of the unread badge: "" for none, the count from 1 to 9, "9+" above 9. */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  const whole = Math.floor(count);
  return whole > 9 ? '9+' : String(whole);
}

/**
 * The bell list after a notification arrives: the new one first (newest first), at most 10 kept. A notification
 * already in the list (same id) is replaced rather than duplicated.
 */
export function addNotification<T extends { readonly id: string }>(list: readonly T[], incoming: T): T[] {
  return [incoming, ...list.filter((item) => item.id !== incoming.id)].slice(0, NOTIFICATION_LIMIT);
}

/** Where clicking a notification leads: `/properties/{propertyId}` when it has a property, otherwise null. */
export function notificationLink(notification: { readonly property_id?: string | null }): string | null {
  return notification.property_id ? `/properties/${notification.property_id}` : null;
}

/** The bell list after a notification changed (for example marked read): replaced in place, order kept. */
export function updateNotification<T extends { readonly id: string }>(list: readonly T[], updated: T): T[] {
  return list.map((item) => (item.id === updated.id ? updated : item));
}
