// Contact actions of a profile or business card: email, call, website and share (the site's share popup).
import { CONTACT_ACTIONS_TEXTS as TEXTS } from '@dealloop/core';
import { Button, buttonClassName, Icon } from '@dealloop/ui';
import { useState } from 'react';
import { ShareDialog } from '../../layout/share-dialog';
import * as styles from './profile-shared.css';

export interface ContactActionsProps {
  /** Whose contact it is, for the share text. */
  name: string;
  email: string | null;
  phone: string | null;
  website?: string | null;
  /** The absolute address shared. */
  shareUrl: string;
  shareText: string;
}

/** The digits of a phone number for a tel: link (US numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

/** Buttons to email, call, visit the website and share; those without a value are left out. */
export function ContactActions({ name, email, phone, website, shareUrl, shareText }: ContactActionsProps) {
  const [sharing, setSharing] = useState(false);
  return (
    <div className={styles.actions}>
      {email ? (
        <a className={buttonClassName({ variant: 'primary' })} href={`mailto:${email}`}>
          <Icon name="mail" size={18} /> {TEXTS.email(name)}
        </a>
      ) : null}
      {phone ? (
        <a className={buttonClassName({ variant: 'secondary' })} href={telHref(phone)}>
          {TEXTS.call(phone)}
        </a>
      ) : null}
      {website ? (
        <a
          className={buttonClassName({ variant: 'ghost' })}
          href={website}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="link" size={18} /> {TEXTS.website}
        </a>
      ) : null}
      <Button
        variant="ghost"
        icon={<Icon name="share" size={18} />}
        onClick={() => setSharing(true)}
        aria-haspopup="dialog"
      >
        {TEXTS.share}
      </Button>
      {sharing ? (
        <ShareDialog open onClose={() => setSharing(false)} url={shareUrl} text={shareText} />
      ) : null}
    </div>
  );
}
