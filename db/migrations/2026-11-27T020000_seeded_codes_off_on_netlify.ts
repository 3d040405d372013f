// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// The nine promo codes seeded from the specification were public in the old site's browser bundle
// (karl0 makes any level free, without limit). A local run and the tests keep them enabled, as the
// specification asks; a new database migrated by a Netlify build (NETLIFY=true: a deployment) gets
// them disabled, for the organizer to enable in /admin the ones the edition uses. A database that
// already has registrations, or whose codes an organizer has saved, is left as it is.
import { sql, type Kysely } from 'kysely';

const seeded = ['berry', 'cornerstone', 'bunnell', 'villarreal', 'woop100', 'woop200', 'odom', 'karl0', 'just1'];

export async function up(db: Kysely<any>): Promise<void> {
  if (process.env.NETLIFY !== 'true') return;
  const { rows } = await sql<{ used: boolean }>`select exists (select 1 from registrations) as used`.execute(db);
  if (rows[0]?.used) return;
  await db
    .updateTable('promo_codes')
    .set({ disabled_at: sql`now()` })
    .where('code', 'in', seeded)
    .where('disabled_at', 'is', null)
    .where('version', '=', 1)
    .execute();
}

export async function down(): Promise<void> {
  // Nothing to undo: enabling codes again is the organizer's choice in /admin.
}
