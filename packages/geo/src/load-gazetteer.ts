// Loads the gazetteer index from generated/, building it first when it is missing or older than its sources.

import { readFile, stat } from 'node:fs/promises';
import { buildIndex, writeIndex } from './build-index';
import { createGazetteer } from './gazetteer';
import { deserializeIndex, type GeoIndex, INDEX_VERSION } from './index-format';
import { INDEX_PATH, newestSourceTime, sourceVersions } from './index-sources';
import type { Gazetteer } from './types';

/** What decides whether the index on disk can be used. */
export interface IndexFreshness {
  /** The index file's modification time (ms), or null when it is missing. */
  indexTime: number | null;
  /** Latest modification time (ms) of the data files and builder modules. */
  sourceTime: number;
  /** Version and source package versions recorded in the index, when it could be read. */
  recorded?: Pick<GeoIndex, 'version' | 'sources'>;
  /** Versions of the source packages installed now. */
  installed: Record<string, string>;
}

/** Whether the index on disk is usable: present, newer than its sources, same format and package versions. */
export function isIndexFresh({ indexTime, sourceTime, recorded, installed }: IndexFreshness): boolean {
  if (indexTime === null || indexTime < sourceTime || !recorded) return false;
  if (recorded.version !== INDEX_VERSION) return false;
  const names = new Set([...Object.keys(recorded.sources ?? {}), ...Object.keys(installed)]);
  return [...names].every((name) => recorded.sources?.[name] === installed[name]);
}

async function readIndex(path: string): Promise<{ time: number | null; file?: GeoIndex }> {
  try {
    const { mtimeMs } = await stat(path);
    return { time: mtimeMs, file: deserializeIndex(await readFile(path)) };
  } catch {
    return { time: null };
  }
}

/**
 * The index: read from disk when fresh, otherwise built from the data packages and written back (when the
 * directory is read-only the built index is used from memory).
 */
export async function loadIndex(): Promise<GeoIndex> {
  const [existing, sourceTime, installed] = await Promise.all([
    readIndex(INDEX_PATH),
    newestSourceTime(),
    sourceVersions(),
  ]);
  if (
    existing.file &&
    isIndexFresh({ indexTime: existing.time, sourceTime, recorded: existing.file, installed })
  ) {
    return existing.file;
  }
  const built = await buildIndex();
  try {
    await writeIndex(built);
  } catch {
    // A read-only install: keep the index in memory for this process.
  }
  return built;
}

let loading: Promise<Gazetteer> | null = null;

/** The offline US gazetteer, loaded (and on first use built) once per process. */
export function loadGazetteer(): Promise<Gazetteer> {
  if (!loading) {
    loading = loadIndex().then(createGazetteer);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
