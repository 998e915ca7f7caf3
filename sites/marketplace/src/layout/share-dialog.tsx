// The share popup: share intents for the current page and Copy link, with the spec's toasts.
import { MESSAGES, SHARE_TARGET_LABELS, SHARE_TARGETS, type ShareTarget, shareLink } from '@dealloop/core';
import { Button, Dialog, Icon, type IconName, TextField } from '@dealloop/ui';
import { useToast } from '../app/services-context';
import { copyText } from '../components/copy-text';
import * as styles from './share-dialog.css';

const ICONS: Readonly<Record<ShareTarget, IconName>> = {
  facebook: 'facebook',
  twitter: 'twitter',
  linkedin: 'linkedin',
  whatsapp: 'whatsapp',
  email: 'mail',
};

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address to share. */
  url: string;
  /** The text that goes with it (the page title). */
  text: string;
}

/** The share popup. A successful copy closes it; a failed one leaves the address in view to copy by hand. */
export function ShareDialog({ open, onClose, url, text }: ShareDialogProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await copyText(url);
      toast.success(MESSAGES.linkCopied);
      onClose();
    } catch (error) {
      console.warn('DealLoop: copying the link failed.', error);
      toast.error(MESSAGES.linkCopyFailed);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share this page"
      description="Send this page to a partner or buyer."
    >
      <ul className={styles.targets}>
        {SHARE_TARGETS.map((target) => {
          const external = target !== 'email';
          return (
            <li key={target}>
              <a
                className={styles.target}
                href={shareLink(target, { url, text })}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Icon name={ICONS[target]} className={styles.targetIcon} />
                {SHARE_TARGET_LABELS[target]}
              </a>
            </li>
          );
        })}
      </ul>
      <div className={styles.copyRow}>
        <TextField
          className={styles.copyField}
          label="Page link"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" icon={<Icon name="link" size={18} />} onClick={copy}>
          Copy link
        </Button>
      </div>
    </Dialog>
  );
}
