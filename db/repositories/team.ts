// The team's tables, one account per person so that every change has a name: accounts, passkeys,
// recovery codes, sessions, invitations, one-time challenges and the password sign-in switch.
// Rules live in netlify/lib/team/.
import { sql } from 'kysely';
import type { Db } from '../database.ts';

export interface AccountRow {
  id: string;
  name: string;
  email: string | null;
  role: string;
  builtin: boolean;
  accessFrom: string | null;
  accessUntil: string | null;
  totpSecret: string | null;
  totpLastStep: string | null;
}

/** The account the shared password signs in as (created on its first sign-in). */
export const passwordOwnerId = 'owner-password';
export const passwordOwnerName = 'Owner (shared password)';

export async function ensurePasswordOwner(db: Db): Promise<AccountRow> {
  await db
    .insertInto('adminAccounts')
    .values({ id: passwordOwnerId, name: passwordOwnerName, email: null, role: 'owner', builtin: true })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await findAccount(db, passwordOwnerId))!;
}

export async function findAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('adminAccounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('adminAccounts').selectAll().where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function insertAccount(db: Db, account: { id: string; name: string; email: string; role: string; accessFrom: string | null; accessUntil: string | null; totpSecret: string | null }): Promise<void> {
  await db.insertInto('adminAccounts').values({ ...account, email: account.email.toLowerCase() }).execute();
}

export async function listAccounts(db: Db): Promise<AccountRow[]> {
  return db.selectFrom('adminAccounts').selectAll().orderBy('builtin', 'desc').orderBy('createdAt').execute();
}

export async function deleteAccount(db: Db, id: string): Promise<void> {
  await db.deleteFrom('adminAccounts').where('id', '=', id).execute();
}

/** Locks the named owners' rows until the transaction ends: whoever removes an owner counts the others after this. */
export async function lockNamedOwners(db: Db): Promise<void> {
  await db.selectFrom('adminAccounts').select('id').where('role', '=', 'owner').where('builtin', '=', false).forUpdate().execute();
}

/** Owners other than `exceptId` who can still sign in without the shared password. */
export async function countNamedOwners(db: Db, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('adminAccounts')
    .select(sql<string>`count(*)`.as('n'))
    .where('role', '=', 'owner')
    .where('builtin', '=', false)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a used TOTP time step unless it is not newer than the last one (replay): true if stored. */
export async function claimTotpStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('adminAccounts')
    .set({ totpLastStep: step })
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// Passkeys
export interface PasskeyRow {
  credentialId: string;
  accountId: string;
  publicKey: string;
  counter: string;
  transports: string[];
}

export async function insertPasskey(db: Db, passkey: { credentialId: string; accountId: string; publicKey: string; counter: number; transports: string[] }): Promise<void> {
  await db.insertInto('adminPasskeys').values({ ...passkey, transports: JSON.stringify(passkey.transports) }).execute();
}

export async function findPasskey(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('adminPasskeys').select(['credentialId', 'accountId', 'publicKey', 'counter', 'transports']).where('credentialId', '=', credentialId).executeTakeFirst();
}

export async function markPasskeyUsed(db: Db, credentialId: string, counter: number): Promise<void> {
  await db.updateTable('adminPasskeys').set({ counter }).where('credentialId', '=', credentialId).execute();
}

export async function passkeyCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('adminPasskeys').select(['accountId', sql<string>`count(*)`.as('n')]).groupBy('accountId').execute();
  return new Map(rows.map((r) => [r.accountId, Number(r.n)]));
}

// Recovery codes (hashes only)
export async function insertRecoveryCodes(db: Db, accountId: string, hashes: string[]): Promise<void> {
  await db.insertInto('adminRecoveryCodes').values(hashes.map((codeHash) => ({ accountId, codeHash }))).execute();
}

/** Uses a recovery code of the account once: true when it was there and unused. */
export async function useRecoveryCode(db: Db, accountId: string, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('adminRecoveryCodes')
    .set({ usedAt: sql<Date>`now()` })
    .where('accountId', '=', accountId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// Sessions
export interface SessionRow {
  id: string;
  accountId: string;
  expiresAt: Date;
  name: string;
  role: string;
  accessFrom: string | null;
  accessUntil: string | null;
}

export async function insertSession(db: Db, session: { id: string; accountId: string; method: string; device: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('adminSessions').values(session).execute();
}

/** The live session with this id (not ended, not expired) and its account; last seen is updated at most once a minute. */
export async function touchSession(db: Db, id: string, now = new Date()): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('adminSessions')
    .innerJoin('adminAccounts', 'adminAccounts.id', 'adminSessions.accountId')
    .select(['adminSessions.id', 'adminSessions.accountId', 'adminSessions.expiresAt', 'adminSessions.lastSeenAt', 'adminAccounts.name', 'adminAccounts.role', 'adminAccounts.accessFrom', 'adminAccounts.accessUntil'])
    .where('adminSessions.id', '=', id)
    .where('adminSessions.endedAt', 'is', null)
    .where('adminSessions.expiresAt', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > 60_000) {
    await db.updateTable('adminSessions').set({ lastSeenAt: now }).where('id', '=', id).execute();
  }
  return { id: row.id, accountId: row.accountId, expiresAt: row.expiresAt, name: row.name, role: row.role, accessFrom: row.accessFrom, accessUntil: row.accessUntil };
}

export async function endSession(db: Db, id: string): Promise<boolean> {
  const row = await db.updateTable('adminSessions').set({ endedAt: sql<Date>`now()` }).where('id', '=', id).where('endedAt', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Ends every live session of the account (but `exceptId`'s). */
export async function endAccountSessions(db: Db, accountId: string, exceptId = ''): Promise<number> {
  const rows = await db
    .updateTable('adminSessions')
    .set({ endedAt: sql<Date>`now()` })
    .where('accountId', '=', accountId)
    .where('endedAt', 'is', null)
    .where('id', '<>', exceptId)
    .returning('id')
    .execute();
  return rows.length;
}

export async function liveSessions(db: Db, now = new Date()) {
  return db
    .selectFrom('adminSessions')
    .select(['id', 'accountId', 'device', 'method', 'createdAt', 'lastSeenAt'])
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('lastSeenAt', 'desc')
    .execute();
}

// Invitations
export interface InvitationRow {
  id: number;
  name: string;
  email: string;
  role: string;
  accessFrom: string | null;
  accessUntil: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function insertInvitation(
  db: Db,
  invitation: {
    tokenHash: string; name: string; email: string; role: string; accessFrom: string | null; accessUntil: string | null; invitedByAccount: string | null; expiresAt: Date;
  },
): Promise<number> {
  const inserted = await db.insertInto('adminInvitations').values(invitation).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findInvitation(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('adminInvitations').select(['id', 'name', 'email', 'role', 'accessFrom', 'accessUntil', 'expiresAt', 'usedAt']).where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Marks the invitation used, once: false when it was used (or withdrawn) meanwhile. */
export async function useInvitation(db: Db, id: number): Promise<boolean> {
  const row = await db.updateTable('adminInvitations').set({ usedAt: sql<Date>`now()` }).where('id', '=', id).where('usedAt', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Withdraws an invitation not yet used (its row goes: the link then opens nothing); undefined when it was used or is unknown. */
export async function deleteOpenInvitation(db: Db, id: number) {
  return db.deleteFrom('adminInvitations').where('id', '=', id).where('usedAt', 'is', null).returning(['id', 'name', 'email', 'role']).executeTakeFirst();
}

/** Withdraws every invitation the account sent that is not yet used; returns their ids. */
export async function deleteOpenInvitationsBy(db: Db, accountId: string): Promise<number[]> {
  const rows = await db.deleteFrom('adminInvitations').where('invitedByAccount', '=', accountId).where('usedAt', 'is', null).returning('id').execute();
  return rows.map((r) => r.id);
}

export async function pendingInvitations(db: Db, now = new Date()) {
  return db
    .selectFrom('adminInvitations')
    .select(['id', 'name', 'email', 'role', 'expiresAt', 'accessFrom', 'accessUntil'])
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .execute();
}

// Challenges (single use)
export async function insertChallenge(db: Db, challenge: { id: string; purpose: string; challenge: string; subject: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('adminChallenges').values(challenge).execute();
  await db.deleteFrom('adminChallenges').where('expiresAt', '<', new Date(Date.now() - 60 * 60_000)).execute();
}

/** Takes the challenge (deleting it): undefined when it is unknown, used, expired or for another purpose. */
export async function takeChallenge(db: Db, id: string, purpose: string, subject: string, now = new Date()) {
  return db
    .deleteFrom('adminChallenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .where('expiresAt', '>', now)
    .returning(['challenge'])
    .executeTakeFirst();
}

/** Reads the challenge without using it (a TOTP setup survives a mistyped code). */
export async function peekChallenge(db: Db, id: string, purpose: string, subject: string, now = new Date()) {
  return db.selectFrom('adminChallenges').select('challenge').where('id', '=', id).where('purpose', '=', purpose).where('subject', '=', subject).where('expiresAt', '>', now).executeTakeFirst();
}

// Settings
export async function passwordSignInAllowed(db: Db): Promise<boolean> {
  const row = await db.selectFrom('adminTeamSettings').select('passwordSignIn').where('id', '=', 1).executeTakeFirst();
  return row?.passwordSignIn ?? true;
}

export async function setPasswordSignIn(db: Db, allowed: boolean): Promise<void> {
  await db
    .insertInto('adminTeamSettings')
    .values({ id: 1, passwordSignIn: allowed })
    .onConflict((oc) => oc.column('id').doUpdateSet({ passwordSignIn: allowed, updatedAt: sql<Date>`now()` }))
    .execute();
}

export async function ownerHasPasskey(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('adminPasskeys')
    .innerJoin('adminAccounts', 'adminAccounts.id', 'adminPasskeys.accountId')
    .select('adminPasskeys.credentialId')
    .where('adminAccounts.role', '=', 'owner')
    .executeTakeFirst();
  return row !== undefined;
}
