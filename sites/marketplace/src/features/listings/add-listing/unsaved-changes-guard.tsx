// Asks before leaving a listing that was started but not submitted (in-app navigation and closing the tab).
import { ADD_LISTING_PARTS_TEXTS } from '@dealloop/core';
import { useEffect } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useBlocker } from '../../../router';

export interface UnsavedChangesGuardProps {
  /** Whether leaving now would lose work; read at the moment of leaving, so it may depend on live state. */
  shouldBlock: () => boolean;
}

/** Blocks navigation to another page while `shouldBlock()` says so, with a dialog to stay or leave. */
export function UnsavedChangesGuard({ shouldBlock }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);

  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      title={ADD_LISTING_PARTS_TEXTS.leaveTitle}
      description={ADD_LISTING_PARTS_TEXTS.leaveDescription}
      cancelLabel={ADD_LISTING_PARTS_TEXTS.stay}
      confirmLabel={ADD_LISTING_PARTS_TEXTS.leave}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
