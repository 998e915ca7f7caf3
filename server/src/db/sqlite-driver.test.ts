// The SQLite driver follows the Node line: better-sqlite3 12 on Node 20, 13 on Node 22 and later (docs/toolchain.md).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, SqliteDatabase, sqliteDriverPackage } from './sqlite-driver';

const require = createRequire(import.meta.url);

describe('the SQLite driver for the running Node line', () => {
  it('is better-sqlite3 12 on Node 20 and 13 on Node 22 and later', () => {
    expect(sqliteDriverPackage(20)).toBe('better-sqlite3');
    expect(sqliteDriverPackage(22)).toBe('better-sqlite3-13');
    expect(sqliteDriverPackage(24)).toBe('better-sqlite3-13');
  });

  it('loads the build of this Node line, which opens a database and runs a query', () => {
    const name = sqliteDriverPackage(NODE_MAJOR);
    const { version } = require(`${name}/package.json`) as { version: string };
    expect(Number(version.split('.')[0])).toBe(NODE_MAJOR >= 22 ? 13 : 12);
    expect(SqliteDatabase).toBe(require(name));
    const db = new SqliteDatabase(':memory:');
    expect(db.prepare('SELECT 1 + 1 AS two').get()).toEqual({ two: 2 });
    db.close();
  });
});
