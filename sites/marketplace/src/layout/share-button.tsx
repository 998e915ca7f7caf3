// The top bar's Share button and its popup, sharing the current page.
import { Button, Icon } from '@dealloop/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../app/services-context';
import { useLocation } from '../router';
import { ShareDialog } from './share-dialog';
import * as styles from './top-nav.css';

/** The address of the current page at the public URL. */
export function shareUrl(publicUrl: string, location: { pathname: string; search: string }): string {
  return `${publicUrl}${location.pathname}${location.search}`;
}

/** Share button (icon only below desktop width) opening the share popup. */
export function ShareButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { publicUrl } = useRuntimeConfig();
  return (
    <>
      <Button
        variant="ghost"
        size="md"
        className={className}
        aria-label="Share this page"
        aria-haspopup="dialog"
        icon={<Icon name="share" size={18} />}
        onClick={() => setOpen(true)}
      >
        <span className={styles.desktopLabel}>Share</span>
      </Button>
      {open ? (
        <ShareDialog
          open
          onClose={() => setOpen(false)}
          url={shareUrl(publicUrl, location)}
          text={document.title || 'DealLoop'}
        />
      ) : null}
    </>
  );
}
