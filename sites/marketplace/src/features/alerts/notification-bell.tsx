// The top bar's notification bell (docs/product/alerts.md): unread badge, and a popover of the latest notifications.
import type { AlertNotification } from '@dealloop/client';
import { MESSAGES, notificationLink, unreadBadgeText } from '@dealloop/core';
import { buttonClassName, cx, Icon } from '@dealloop/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useNavigate } from '../../router';
import * as styles from './notification-bell.css';
import { useNotifications } from './notifications-store';

/** Texts of the bell. */
export const BELL_TEXT = Object.freeze({
  heading: 'Notifications',
  markAllRead: MESSAGES.markAllRead,
  empty: 'No notifications yet.',
  loading: 'Loading notifications…',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  unread: 'Unread',
});

/** The bell button's accessible name: "Notifications", or "Notifications, 3 unread" (9+ above 9). */
export function bellLabel(unreadCount: number): string {
  const badge = unreadBadgeText(unreadCount);
  return badge ? `${BELL_TEXT.heading}, ${badge} unread` : BELL_TEXT.heading;
}

/** Where a notification leads: its link (e.g. a published listing), else its property's page, else nowhere. */
export function notificationDestination(notification: AlertNotification): string | null {
  return notification.link ?? notificationLink({ property_id: notification.propertyId });
}

/** A notification's accessible name: "Unread: title. message. 5 minutes ago". */
function itemLabel(notification: AlertNotification): string {
  const parts = [notification.title, notification.message, relativeTime(notification.createdAt)];
  const text = parts.filter(Boolean).join('. ');
  return notification.read ? text : `${BELL_TEXT.unread}: ${text}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"... of an ISO time ("" when unreadable). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** The bell (rendered for signed-in visitors); the badge is hidden at 0 and reads 9+ above 9. */
export function NotificationBell() {
  const { notifications } = useServices();
  const { status, items, unreadCount } = useNotifications();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const badge = unreadBadgeText(unreadCount);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  // Opening moves focus into the popover: the first notification, else the popover itself.
  useEffect(() => {
    if (!open) return;
    const first = panelRef.current?.querySelector<HTMLElement>('[data-notification]');
    (first ?? panelRef.current)?.focus();
  }, [open]);

  // A press outside closes it, and so does focus leaving it (Tab past its end).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const entries = [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-notification]') ?? [])];
    if (entries.length === 0) return;
    event.preventDefault();
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at < 0 ? 0 : (at + step + entries.length) % entries.length;
    entries[next]?.focus();
  };

  const choose = (notification: AlertNotification) => {
    if (!notification.read) void notifications.markRead(notification.id);
    const destination = notificationDestination(notification);
    if (!destination) return;
    close(false);
    navigate(destination);
  };

  let content: ReactNode;
  if (items.length > 0) {
    content = (
      <ul className={styles.list}>
        {items.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              className={styles.item}
              data-notification={notification.id}
              data-unread={notification.read ? undefined : ''}
              aria-label={itemLabel(notification)}
              onClick={() => choose(notification)}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.body}>
                <span className={styles.title}>{notification.title}</span>
                <span className={styles.message}>{notification.message}</span>
                <time className={styles.time} dateTime={notification.createdAt}>
                  {relativeTime(notification.createdAt)}
                </time>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (status === 'failed') {
    content = (
      <p className={styles.note}>
        {BELL_TEXT.loadFailed}{' '}
        <button type="button" className={styles.textButton} onClick={() => void notifications.load()}>
          {BELL_TEXT.retry}
        </button>
      </p>
    );
  } else if (status === 'loading' || status === 'idle') {
    content = (
      <p className={styles.note} role="status">
        {BELL_TEXT.loading}
      </p>
    );
  } else {
    content = <p className={styles.note}>{BELL_TEXT.empty}</p>;
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={cx(buttonClassName({ variant: 'ghost', size: 'md' }), styles.trigger)}
        aria-label={bellLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Icon name="bell" size={20} />
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className={styles.panel}
          onKeyDown={onPanelKeyDown}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next && !rootRef.current?.contains(next)) setOpen(false);
          }}
        >
          <div className={styles.header}>
            <h2 id={headingId} className={styles.heading}>
              {BELL_TEXT.heading}
            </h2>
            <button
              type="button"
              className={styles.textButton}
              disabled={unreadCount === 0}
              onClick={() => {
                void notifications.markAllRead();
                // The button is disabled now: keep focus in the panel, so that Escape and the arrows still work.
                panelRef.current?.focus();
              }}
            >
              {BELL_TEXT.markAllRead}
            </button>
          </div>
          {content}
        </div>
      ) : null}
    </div>
  );
}
