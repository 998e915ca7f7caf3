// The site's toasts, from the toast store.
import { Toaster } from '@dealloop/ui';
import { useStore } from 'zustand';
import { useServices } from '../app/services-context';

/** Renders the toasts of the toast store. */
export function ToastRegion() {
  const { toasts } = useServices();
  const list = useStore(toasts, (state) => state.toasts);
  return <Toaster toasts={list} onDismiss={toasts.dismiss} />;
}
