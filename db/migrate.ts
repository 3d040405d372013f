// Runs the frozen migrations in db/migrations against a database.
// CLI: `npm run db:migrate` migrates DATABASE_URL / NETLIFY_DB_URL, or the embedded PGlite if unset.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';

export const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Migrates to the latest version; returns the names applied now; throws on failure. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder }) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { createDb, describeDatabase } = await import('./client.ts');
  const { getEnv } = await import('../netlify/lib/platform/env.ts');
  const url = getEnv().databaseUrl;
  if (!url && process.env.NETLIFY === 'true') {
    console.warn('Warning: no DATABASE_URL or NETLIFY_DB_URL in this Netlify build: the deployed functions will have no database.');
  }
  console.log(`Migrating ${describeDatabase(url)}...`);
  const db = await createDb(url, { max: 1 });
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  } finally {
    await db.destroy();
  }
}
