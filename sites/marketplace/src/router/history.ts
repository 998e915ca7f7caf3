// The history a router moves through: the browser's (window.history) or one in memory (tests).
import { createPath, type Location, type Path, parsePath } from './path';

/** How the current location was reached. */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

/** Called when the visitor moved through the history (back, forward, `go`): the new location and how far. */
export type PopListener = (location: Location, delta: number) => void;

/** A stack of locations with a current one. */
export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Listens to moves through the history (not to push or replace); returns the unsubscribe. */
  listen(listener: PopListener): () => void;
}

let keySeed = 0;

/** A key unique to one history entry. */
export function createKey(): string {
  keySeed += 1;
  return `${Date.now().toString(36)}-${keySeed.toString(36)}`;
}

/** What the browser's history keeps per entry: the navigation's state, the entry's key and its index. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'object' && value !== null && typeof (value as EntryState).idx === 'number';
}

/** The browser's history: entries carry their index, so a move back or forward knows how far it went. */
export function createBrowserHistory(win: Window = window): History {
  const read = (): { location: Location; index: number } => {
    const entry = win.history.state;
    const { pathname, search, hash } = win.location;
    return isEntryState(entry)
      ? { location: { pathname, search, hash, state: entry.usr ?? null, key: entry.key }, index: entry.idx }
      : { location: { pathname, search, hash, state: null, key: 'default' }, index: 0 };
  };
  let current = read();
  if (!isEntryState(win.history.state)) {
    win.history.replaceState({ usr: null, key: current.location.key, idx: 0 } satisfies EntryState, '');
  }
  const listeners = new Set<PopListener>();
  win.addEventListener('popstate', () => {
    const next = read();
    const delta = next.index - current.index;
    current = next;
    for (const listener of listeners) listener(next.location, delta);
  });
  const write = (location: Location, index: number, method: 'pushState' | 'replaceState') => {
    const entry: EntryState = { usr: location.state, key: location.key, idx: index };
    win.history[method](entry, '', createPath(location));
    current = { location, index };
  };
  return {
    get location() {
      return current.location;
    },
    push: (location) => write(location, current.index + 1, 'pushState'),
    replace: (location) => write(location, current.index, 'replaceState'),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history in memory, starting at `initialEntries[initialIndex]` (the last entry by default). */
export function createMemoryHistory(
  initialEntries: readonly (string | Partial<Path>)[] = ['/'],
  initialIndex?: number,
): History {
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((entry, index) => ({
    pathname: '/',
    search: '',
    hash: '',
    ...(typeof entry === 'string' ? parsePath(entry) : entry),
    state: null,
    key: index === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<PopListener>();
  return {
    get location() {
      return entries[index] as Location;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length - index, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = next - index;
      if (moved === 0) return;
      index = next;
      for (const listener of listeners) listener(entries[index] as Location, moved);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
