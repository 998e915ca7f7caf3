// Toaster: the live region where toasts appear; each toast dismisses itself after a while or by its button.
import { useEffect, useRef, useState } from 'react';
import { IconButton } from './icon-button';
import { Icon, type IconName } from './icons';
import * as styles from './toaster.css';

/** The kind of a toast: its colour, icon and how it is announced (errors are assertive). */
export type ToastTone = 'success' | 'error' | 'info';

/** One toast. */
export interface ToastMessage {
  id: string;
  tone: ToastTone;
  message: string;
  /** A bold line above the message. */
  title?: string;
  /** Milliseconds before it dismisses itself; default 5000 (8000 for errors); 0 keeps it until dismissed. */
  duration?: number;
}

/** Default display time of a toast by tone, in milliseconds. */
export const TOAST_DURATIONS: Readonly<Record<ToastTone, number>> = Object.freeze({
  success: 5000,
  info: 5000,
  error: 8000,
});

const ICONS: Record<ToastTone, IconName> = { success: 'check', error: 'alert', info: 'info' };

export interface ToasterProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
  /** Accessible name of the region; default "Notifications". */
  label?: string;
  /** Accessible name of each dismiss button; default "Dismiss". */
  dismissLabel?: string;
}

/** The toast region: always in the page (so screen readers track it), with the toasts given. */
export function Toaster({
  toasts,
  onDismiss,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
}: ToasterProps) {
  return (
    <section className={styles.region} aria-label={label}>
      <div aria-live="polite" aria-relevant="additions text" className={styles.liveGroup}>
        {toasts
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} />
          ))}
      </div>
      <div aria-live="assertive" aria-relevant="additions text" className={styles.liveGroup}>
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} />
          ))}
      </div>
    </section>
  );
}

function Toast({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastMessage;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const duration = toast.duration ?? TOAST_DURATIONS[toast.tone];
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  // Auto-dismiss, paused while the pointer or focus is on the toast so it can be read and acted on.
  useEffect(() => {
    if (duration <= 0 || paused) return;
    const timer = setTimeout(() => onDismissRef.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, paused, toast.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss timer.
    <div
      className={`${styles.toast} ${styles.tone[toast.tone]}`}
      data-tone={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={`${styles.iconWrap} ${styles.toneIcon[toast.tone]}`}>
        <Icon name={ICONS[toast.tone]} size={20} />
      </span>
      <div className={styles.text}>
        {toast.title ? <strong className={styles.title}>{toast.title}</strong> : null}
        <p className={styles.message}>{toast.message}</p>
      </div>
      <IconButton
        icon="close"
        label={dismissLabel}
        size="sm"
        className={styles.dismiss}
        onClick={() => onDismiss(toast.id)}
      />
    </div>
  );
}
