// Decides whether the API suite also runs on Postgres: always with CI=true, elsewhere when a server answers.
import pg from 'pg';

/** The server the Postgres API suite creates its databases on. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The vitest project running the API suite on Postgres, or none (with a clear note) when no server answers. */
export async function postgresProject() {
  const problem = await reachable(TEST_POSTGRES_URL);
  if (problem) {
    if (process.env.CI === 'true') {
      throw new Error(`CI=true but PostgreSQL at ${TEST_POSTGRES_URL} is not reachable: ${problem}`);
    }
    console.warn(
      `\n[api-postgres] SKIPPED: no PostgreSQL at ${TEST_POSTGRES_URL} (${problem}). Set TEST_POSTGRES_URL to run it.\n`,
    );
    return [];
  }
  return [
    {
      test: {
        name: 'api-postgres',
        root: './server',
        include: ['test/**/*.test.ts'],
        env: { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL },
        testTimeout: 20_000,
      },
    },
  ];
}
