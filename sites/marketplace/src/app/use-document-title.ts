// Keeps document.title in step with client-side navigation (the server writes it for the first load).
import { useEffect } from 'react';

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
