// The specification's nine promo codes were public in the old site's bundle. A local run keeps them
// enabled (the specification asks for them); a new database migrated by a Netlify build starts
// with them disabled, for the organizer to enable in /admin.
import { describe, expect, it } from 'vitest';
import { createDbFromPglite, openPglite } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';

async function freshCodes(netlify: boolean) {
  const before = process.env.NETLIFY;
  if (netlify) process.env.NETLIFY = 'true';
  else delete process.env.NETLIFY;
  const db = createDbFromPglite(await openPglite('memory'));
  try {
    await migrateToLatest(db);
    return await db.selectFrom('promoCodes').select(['code', 'disabledAt']).orderBy('code').execute();
  } finally {
    await db.destroy();
    if (before === undefined) delete process.env.NETLIFY;
    else process.env.NETLIFY = before;
  }
}

describe('the seeded promo codes on a new database', () => {
  it('are enabled on a local run, as the specification asks', async () => {
    const codes = await freshCodes(false);
    expect(codes).toHaveLength(9);
    expect(codes.every((c) => c.disabledAt === null)).toBe(true);
  });

  it('start disabled when a Netlify build migrates the database', async () => {
    const codes = await freshCodes(true);
    expect(codes.map((c) => c.code)).toEqual(['berry', 'bunnell', 'cornerstone', 'just1', 'karl0', 'odom', 'villarreal', 'woop100', 'woop200']);
    expect(codes.every((c) => c.disabledAt !== null)).toBe(true);
  });
});
