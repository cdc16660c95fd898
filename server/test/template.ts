import pg from 'pg';

/** Names shared by the global setup and the test files (passed through vitest's provide/inject). */
export interface TestTemplate {
  /** gzip tarball of a migrated, seeded PGlite data dir. */
  pgliteDump?: string;
  /** PostgreSQL: admin URL and the migrated, seeded template database. */
  postgres?: { adminUrl: string; template: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    template: TestTemplate;
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
