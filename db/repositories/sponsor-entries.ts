// Sponsor player entries: single-use codes tied to a paid sponsorship (sponsor_entries), spent
// through used_promo_codes with the single-use promo codes' rules: the registration that holds
// the code (registrationHolds) is its user, and a code whose user stopped holding is free again.
// An entry can be used while it is not withdrawn and its sponsorship holds (paid).
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { EntryState, SponsorEntryView } from '../../src/domain/sponsor-entries.ts';
import { registrationHolds } from './holds.ts';
import { isPromoCodeUsed, lockPromoCode } from './promo-codes.ts';

export async function countSponsorEntries(db: Db, sponsorshipId: string): Promise<number> {
  const row = await db.selectFrom('sponsorEntries').select(sql<string>`count(*)`.as('n')).where('sponsorshipId', '=', sponsorshipId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a new code for the sponsorship; false when the code exists already (draw another). */
export async function insertSponsorEntry(db: Db, sponsorshipId: string, code: string): Promise<boolean> {
  const row = await db
    .insertInto('sponsorEntries')
    .values({ sponsorshipId, code })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The entry with this code, and whether it can be used now (not withdrawn, its sponsorship paid). */
export async function findSponsorEntry(db: Db, code: string): Promise<{ sponsorshipId: string; usable: boolean } | undefined> {
  return db
    .selectFrom('sponsorEntries as e')
    .innerJoin('registrations as s', 's.registrationId', 'e.sponsorshipId')
    .select(['e.sponsorshipId', sql<boolean>`(e.withdrawn_at is null and ${registrationHolds('s')})`.as('usable')])
    .where('e.code', '=', code)
    .executeTakeFirst();
}

export interface EntryRow {
  sponsorshipId: string;
  code: string;
  state: EntryState;
  usedBy: { registrationId: string; name: string } | null;
}

/** Entries with who holds each one, in issue order; `sponsorshipId` undefined = every sponsorship. */
async function entryRows(db: Db, sponsorshipId?: string): Promise<EntryRow[]> {
  let query = db
    .selectFrom('sponsorEntries as e')
    .innerJoin('registrations as s', 's.registrationId', 'e.sponsorshipId')
    .leftJoin('usedPromoCodes as u', 'u.code', 'e.code')
    .leftJoin('registrations as p', (join) => join.onRef('p.registrationId', '=', 'u.registrationId').on(registrationHolds('p')))
    .select([
      'e.sponsorshipId',
      'e.code',
      'p.registrationId as playerId',
      'p.firstName',
      'p.lastName',
      sql<boolean>`(e.withdrawn_at is null and ${registrationHolds('s')})`.as('usable'),
    ])
    .orderBy('e.id');
  if (sponsorshipId !== undefined) query = query.where('e.sponsorshipId', '=', sponsorshipId);
  const rows = await query.execute();
  return rows.map((r) => ({
    sponsorshipId: r.sponsorshipId,
    code: r.code,
    state: r.playerId ? 'used' : r.usable ? 'unused' : 'withdrawn',
    usedBy: r.playerId ? { registrationId: r.playerId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() } : null,
  }));
}

/**
 * A sponsorship's entries as its sponsor sees them: each code, and the player who used it (or
 * unused, or withdrawn). For the sponsor's success page, its e-mail and its personal page.
 */
export async function listSponsorEntries(db: Db, sponsorshipId: string): Promise<SponsorEntryView[]> {
  return (await entryRows(db, sponsorshipId)).map(({ code, state, usedBy }) => ({ code, state, usedBy }));
}

/** Every sponsorship's entries, by sponsorship (the admin list). */
export async function listEntriesBySponsorship(db: Db): Promise<Map<string, SponsorEntryView[]>> {
  const bySponsorship = new Map<string, SponsorEntryView[]>();
  for (const { sponsorshipId, ...entry } of await entryRows(db)) {
    const list = bySponsorship.get(sponsorshipId) ?? [];
    list.push(entry);
    bySponsorship.set(sponsorshipId, list);
  }
  return bySponsorship;
}

/**
 * The sponsorship's money went back: each code nobody holds is withdrawn, under the code's lock so
 * that a registration claiming it at the same moment either wins (and keeps it) or sees it
 * withdrawn. Run in the refund's transaction. Returns how many were withdrawn.
 */
export async function withdrawUnusedEntries(db: Db, sponsorshipId: string): Promise<number> {
  const entries = await db.selectFrom('sponsorEntries').select('code').where('sponsorshipId', '=', sponsorshipId).where('withdrawnAt', 'is', null).orderBy('code').execute();
  let withdrawn = 0;
  for (const { code } of entries) {
    await lockPromoCode(db, code);
    if (await isPromoCodeUsed(db, code)) continue;
    await db.updateTable('sponsorEntries').set({ withdrawnAt: sql<Date>`now()` }).where('code', '=', code).execute();
    withdrawn += 1;
  }
  return withdrawn;
}

/** The money came back (a chargeback decided for us): the withdrawn entries are valid again. */
export async function restoreWithdrawnEntries(db: Db, sponsorshipId: string): Promise<void> {
  await db.updateTable('sponsorEntries').set({ withdrawnAt: null }).where('sponsorshipId', '=', sponsorshipId).where('withdrawnAt', 'is not', null).execute();
}

/** Records on a player's registration the sponsorship whose entry it used. */
export async function setSponsoredBy(db: Db, registrationId: string, sponsorshipId: string): Promise<void> {
  await db.updateTable('registrations').set({ sponsoredBy: sponsorshipId }).where('registrationId', '=', registrationId).execute();
}
