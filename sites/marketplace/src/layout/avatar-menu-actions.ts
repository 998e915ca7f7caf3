// The avatar menu's action entries; Sign Out ends the session and returns to / (docs/product/navigation.md).
import { SIGN_OUT_PATH } from '@dealloop/core';
import { useMemo } from 'react';
import { useServices } from '../app/services-context';
import { useNavigate } from '../router';
import type { AvatarMenuActions } from './avatar-menu-items';

/** The confirmation shown after Sign Out. */
export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

/** The action handlers: the Getting Started Tour (the shared `openTour`) and Sign Out. */
export function useAvatarMenuActions(): AvatarMenuActions {
  const { auth, toasts, onboarding } = useServices();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      tour: () => onboarding.openTour(),
      'sign-out': () => {
        void auth.signOut();
        navigate(SIGN_OUT_PATH);
        toasts.show('info', SIGNED_OUT_MESSAGE);
      },
    }),
    [auth, toasts, navigate, onboarding],
  );
}
