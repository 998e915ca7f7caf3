// Types of sdk-build-config.mjs (for the tests that build the SDK with rollup's JS API).
import type { RollupOptions } from 'rollup';

export const EMBED_DIR: string;
export const REPO_ROOT: string;
export const DEFAULT_OUT_DIR: string;
export const WIDGET_ENTRIES: Record<string, string>;
export function sdkVersion(): string;
export function sdkBuildOptions(options?: { outDir?: string }): RollupOptions[];
