// Benchmarks write thousands of rows: they run on a database created for the run on the
// PostgreSQL server of `url`, and dropped afterwards, never on a real one.
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
