// Benchmarks write thousands of rows: they run on a database created for the run on the
// PostgreSQL server of `url`, and dropped afterwards, never on a real one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function withThrowawayDatabase<T>(url: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return await fn(u.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** A throwaway database on `postgresUrl`'s server when given, else a throwaway embedded PGlite. */
export async function withThrowawayDatabaseOrPglite<T>(
  postgresUrl: string | undefined,
  prefix: string,
  fn: (url: string, kind: 'PostgreSQL' | 'PGlite (embedded)') => Promise<T>,
): Promise<T> {
  if (postgresUrl) return withThrowawayDatabase(postgresUrl, prefix, (url) => fn(url, 'PostgreSQL'));
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  try {
    return await fn(`file:${dir}`, 'PGlite (embedded)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same database reached through the pooler at `poolerUrl` (its host and port), when one is given. */
export function throughPooler(directUrl: string, poolerUrl: string | undefined): string {
  if (!poolerUrl || !directUrl.startsWith('postgres')) return directUrl;
  const url = new URL(directUrl);
  const pooler = new URL(poolerUrl);
  url.host = pooler.host;
  return url.toString();
}
