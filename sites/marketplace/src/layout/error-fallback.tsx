// The error screen (docs/product/navigation.md): "Oops! Something went wrong", Try Again, Go to Home, support address.
import { MESSAGES } from '@dealloop/core';
import { Button, buttonClassName, cx, Icon } from '@dealloop/ui';
import { useEffect, useRef } from 'react';
import * as styles from './error-fallback.css';

export interface ErrorFallbackProps {
  /** Renders the failed part again. */
  onRetry: () => void;
  /** Where users write for help (runtime configuration). */
  supportEmail: string;
  /** Fills the window (when the whole layout failed) instead of the main area. */
  fullPage?: boolean;
}

const MARK = '\u0000';

/** The error screen. "Go to Home" is a full page load, so it works even when the app's state is broken. */
export function ErrorFallback({ onRetry, supportEmail, fullPage = false }: ErrorFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [beforeEmail, afterEmail] = MESSAGES.errorContactSupport(MARK).split(MARK);
  return (
    <div className={cx(styles.screen, fullPage && styles.fullPage)}>
      <section className={styles.card} aria-labelledby="error-title">
        <span className={styles.badge}>
          <Icon name="alert" size={28} />
        </span>
        <h1 id="error-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {MESSAGES.errorTitle}
        </h1>
        <p className={styles.body}>{MESSAGES.errorBody}</p>
        <div className={styles.actions}>
          <Button variant="primary" size="lg" onClick={onRetry}>
            {MESSAGES.errorTryAgain}
          </Button>
          <a href="/" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            {MESSAGES.errorGoHome}
          </a>
        </div>
        <p className={styles.support}>
          {beforeEmail}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {afterEmail}
        </p>
      </section>
    </div>
  );
}
