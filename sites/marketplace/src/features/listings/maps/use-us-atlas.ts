// React access to the lazily loaded US atlas: loading, ready or failed, with a retry.
import { useResource } from '../../../app/use-api-resource';
import { loadUsAtlas, type UsAtlas } from './us-atlas';

/** Where the atlas load stands. */
export type UsAtlasState =
  | { status: 'loading'; atlas: null }
  | { status: 'ready'; atlas: UsAtlas }
  | { status: 'failed'; atlas: null };

/** Loads the atlas on mount (once per page load; later maps get it at once) and offers a retry after a failure. */
export function useUsAtlas(): UsAtlasState & { retry: () => void } {
  const { state, reload } = useResource('us-atlas', () => loadUsAtlas());
  if (state.status === 'ready') return { status: 'ready', atlas: state.data, retry: reload };
  // The atlas ships with the site: it is never missing, only failing to load.
  return { status: state.status === 'loading' ? 'loading' : 'failed', atlas: null, retry: reload };
}
