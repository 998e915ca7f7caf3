// The panel a list shows when its load failed: what failed and a Try again button.
import { Button } from '@dealloop/ui';
import { EmptyState } from './empty-state';

/** A failed load: `title` says what could not be loaded; Try again calls `onRetry`. */
export function LoadFailedState({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState icon="alert" title={title}>
      <Button variant="primary" onClick={onRetry}>
        Try again
      </Button>
    </EmptyState>
  );
}
