// Live updates: hands each arriving alert to the open pages showing what it is about (core's ALERT_RESOURCES).
import type { AlertNotification } from '@dealloop/client';
import { alertResources, type LiveResource } from '@dealloop/core';

/** Called with an alert that changed a resource the listener follows. */
export type LiveListener = (alert: AlertNotification) => void;

/** The tab's live updates: the alert stream publishes, pages' data hooks subscribe by resource. */
export interface LiveUpdates {
  /** Tells every listener of a resource the alert names. */
  publish(alert: AlertNotification): void;
  /** Follows alerts about any of `resources` (once per alert); answers the unsubscribe. */
  subscribe(resources: readonly LiveResource[], listener: LiveListener): () => void;
}

/** Creates the live updates of a tab. */
export function createLiveUpdates(): LiveUpdates {
  const listeners = new Set<{ resources: readonly LiveResource[]; listener: LiveListener }>();
  return {
    publish(alert) {
      const changed = alertResources(alert.kind);
      if (changed.length === 0) return;
      for (const entry of [...listeners]) {
        if (entry.resources.some((resource) => changed.includes(resource))) entry.listener(alert);
      }
    },
    subscribe(resources, listener) {
      const entry = { resources, listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
