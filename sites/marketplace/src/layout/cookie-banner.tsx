// The cookie banner (docs/product/privacy-and-location.md): Accept All, Essential Only, a close icon that declines.
import { MESSAGES } from '@dealloop/core';
import { Button, IconButton } from '@dealloop/ui';
import { useId } from 'react';
import { useStore } from 'zustand';
import { pagePath } from '../app/page-paths';
import { useServices } from '../app/services-context';
import { Link } from '../router';
import * as styles from './cookie-banner.css';

/** Shown while no choice is stored for the current viewer (signed-in user or anonymous). */
export function CookieBanner() {
  const { cookieConsent } = useServices();
  const visible = useStore(cookieConsent, (state) => state.visible);
  const titleId = useId();
  if (!visible) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {MESSAGES.cookieTitle}
        </h2>
        <IconButton
          icon="close"
          label="Close, essential cookies only"
          className={styles.close}
          onClick={() => cookieConsent.decline()}
        />
      </div>
      <p className={styles.body}>
        {MESSAGES.cookieBody} <Link to={pagePath('privacyPolicy')}>{MESSAGES.cookiePrivacyPolicy}</Link>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.action} onClick={() => cookieConsent.decline()}>
          {MESSAGES.cookieEssentialOnly}
        </Button>
        <Button variant="primary" className={styles.action} onClick={() => cookieConsent.accept()}>
          {MESSAGES.cookieAcceptAll}
        </Button>
      </div>
    </section>
  );
}
