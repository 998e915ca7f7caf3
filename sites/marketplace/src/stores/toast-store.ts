// The toast store: the toasts on screen, and `show`/`dismiss` for every part of the site.
import type { ToastMessage, ToastTone } from '@dealloop/ui';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The toasts on screen, oldest first. */
export interface ToastSnapshot {
  toasts: ToastMessage[];
}

/** Extra options of a toast. */
export interface ToastOptions {
  title?: string;
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  duration?: number;
}

export interface ToastStore extends StoreApi<ToastSnapshot> {
  /** Shows a toast and answers its id. */
  show(tone: ToastTone, message: string, options?: ToastOptions): string;
  dismiss(id: string): void;
}

/** At most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 4;

/** Creates an empty toast store. */
export function createToastStore(): ToastStore {
  const store = createStore<ToastSnapshot>()(() => ({ toasts: [] }));
  let counter = 0;
  return {
    ...store,
    show(tone, message, options = {}) {
      counter += 1;
      const id = `toast-${counter}`;
      const toast: ToastMessage = { id, tone, message, ...options };
      store.setState(({ toasts }) => ({ toasts: [...toasts, toast].slice(-MAX_TOASTS) }));
      return id;
    },
    dismiss(id) {
      store.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
    },
  };
}
