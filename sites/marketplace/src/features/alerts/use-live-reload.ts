// Reloads a page's data when a live alert about it arrives (no polling).
import type { AlertNotification } from '@dealloop/client';
import type { LiveResource } from '@dealloop/core';
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/services-context';

/**
 * Calls `reload` whenever an alert about one of `resources` arrives and `matches(alert)` (default: any) holds.
 * An empty list follows nothing.
 */
export function useLiveReload(
  resources: readonly LiveResource[],
  reload: () => void,
  matches?: (alert: AlertNotification) => boolean,
): void {
  const { live } = useServices();
  const latest = useRef({ reload, matches });
  latest.current = { reload, matches };
  const key = resources.join(',');
  useEffect(() => {
    if (key === '') return;
    return live.subscribe(key.split(',') as LiveResource[], (alert) => {
      const { reload: run, matches: test } = latest.current;
      if (!test || test(alert)) run();
    });
  }, [live, key]);
}
