// React access to the lazily loaded US atlas: loading, ready or failed, with a retry.
import { useCallback, useEffect, useState } from 'react';
import { loadUsAtlas, type UsAtlas } from './us-atlas';

/** Where the atlas load stands. */
export type UsAtlasState =
  | { status: 'loading'; atlas: null }
  | { status: 'ready'; atlas: UsAtlas }
  | { status: 'failed'; atlas: null };

/** Loads the atlas on mount (once per page load; later maps get it at once) and offers a retry after a failure. */
export function useUsAtlas(): UsAtlasState & { retry: () => void } {
  const [state, setState] = useState<UsAtlasState>({ status: 'loading', atlas: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading', atlas: null });
    loadUsAtlas().then(
      (atlas) => {
        if (!cancelled) setState({ status: 'ready', atlas });
      },
      (error: unknown) => {
        console.warn('DealLoop: loading the map failed.', error);
        if (!cancelled) setState({ status: 'failed', atlas: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
