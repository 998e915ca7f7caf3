// What every answer of the assistant is built from: the app's services and who is asking.
import type { AppDeps } from '../app-env';
import type { Viewer } from '../listings/property-serializer';

/** The services and caller of one chat request. */
export interface AssistantContext {
  readonly deps: Pick<AppDeps, 'db' | 'config' | 'geo' | 'search' | 'logger'>;
  /** The caller (null for an anonymous visitor): searches show only what this viewer may see. */
  readonly viewer: Viewer;
  /**
   * The user whose listings come first in listing answers: the embed key's owner when Loop is embedded on a
   * wholesaler's site (their own deals before other sellers').
   */
  readonly preferredLister?: string;
  /** The asker's position when the client shared it (for "near me"), else null. */
  readonly position?: { readonly lat: number; readonly lng: number } | null;
}
