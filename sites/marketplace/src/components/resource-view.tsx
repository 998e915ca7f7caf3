// What a page shows while its data loads, when the load failed (with Try Again) or when nothing was found.
import { Alert, Button } from '@dealloop/ui';
import type { ReactNode } from 'react';
import type { ApiResource } from '../app/use-api-resource';
import * as styles from './resource-view.css';

/** Renders `children(data)` once loaded; else a loading line, a failure with Try Again, or `missing`. */
export function ResourceView<T>({
  resource,
  what,
  missing,
  children,
}: {
  /** The resource's state and how to load it again (an ApiResource, or a list read page by page). */
  resource: Pick<ApiResource<T>, 'state' | 'reload'>;
  /** What is loading, e.g. "your offers". */
  what: string;
  missing?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { state } = resource;
  if (state.status === 'loading') {
    return (
      <p className={styles.loading} aria-busy="true">
        Loading {what}…
      </p>
    );
  }
  if (state.status === 'ready') return <>{children(state.data)}</>;
  if (state.status === 'missing' && missing) return <>{missing}</>;
  return (
    <Alert tone="error" title={`We could not load ${what}.`}>
      <p className={styles.hint}>Check your connection and try again.</p>
      <Button size="sm" variant="secondary" onClick={resource.reload}>
        Try Again
      </Button>
    </Alert>
  );
}
