// better-sqlite3, the build that is safe on the running Node line: 12 on Node 20, 13 (Node-API) on Node 22 and later.
// 12 subclasses node::ObjectWrap, whose Node 24 version aborts the process when a statement is garbage-collected
// (`RemoveEnvironmentCleanupHook` assertion); 13 fixes that but needs Node 22 and crashes on Node 20. Both are
// installed (13 as the optional `better-sqlite3-13`, skipped on Node 20); their APIs are the same. docs/toolchain.md.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The Node major line this process runs on. */
export const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/** The package name of the better-sqlite3 build for Node `major`. */
export function sqliteDriverPackage(major: number): 'better-sqlite3' | 'better-sqlite3-13' {
  return major >= 22 ? 'better-sqlite3-13' : 'better-sqlite3';
}

function load(): typeof BetterSqlite3 {
  const name = sqliteDriverPackage(NODE_MAJOR);
  try {
    return require(name) as typeof BetterSqlite3;
  } catch (error) {
    throw new Error(
      `${name} is not installed for Node ${process.versions.node}: run \`pnpm install\` under this Node version.`,
      { cause: error },
    );
  }
}

/** The better-sqlite3 Database class for this Node line. */
export const SqliteDatabase = load();
export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
