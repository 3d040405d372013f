// The owner's team screen: people, their live sessions, pending invitations, removing a
// person (never the last owner, never the shared password's account; the invitations they sent
// end with them), ending a session, and the password sign-in switch (off only once an owner has a
// passkey). Each change is audited.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import { insertAuditEntry, latestAuditEntries, type AdminActor } from '../../../db/repositories/audit.ts';
import {
  countNamedOwners,
  lockNamedOwners,
  deleteAccount,
  deleteOpenInvitationsBy,
  endAccountSessions,
  endSession,
  findAccount,
  listAccounts,
  liveSessions,
  ownerHasPasskey,
  passkeyCounts,
  passwordOwnerId,
  passwordSignInAllowed,
  pendingInvitations,
  setPasswordSignIn,
} from '../../../db/repositories/team.ts';
import { teamMessages, type Role, type Team } from '../../../src/domain/team.ts';
import { HttpError } from '../platform/http.ts';
import { isoTime } from '../platform/iso-time.ts';


/** ADMIN_PASSWORD_SIGN_IN=on in Netlify turns password sign-in back on whatever /admin says (every passkey lost). */
export const passwordSignInForced = (env = process.env): boolean => env.ADMIN_PASSWORD_SIGN_IN === 'on';

export async function passwordSignInOn(db: Db): Promise<boolean> {
  return passwordSignInForced() || (await passwordSignInAllowed(db));
}

export async function teamView(db: Db, currentSessionId: string): Promise<Team> {
  const [accounts, sessions, invitations, passkeys, audit] = await Promise.all([listAccounts(db), liveSessions(db), pendingInvitations(db), passkeyCounts(db), latestAuditEntries(db, 20)]);
  return {
    members: accounts.map((a) => ({
      id: a.id, name: a.name, email: a.email, role: a.role as Role, builtin: a.builtin, accessFrom: a.accessFrom, accessUntil: a.accessUntil,
      passkeys: passkeys.get(a.id) ?? 0, totp: a.totpSecret !== null,
      sessions: sessions.filter((s) => s.accountId === a.id).map((s) => ({ id: s.id, device: s.device, method: s.method, createdAt: isoTime(s.createdAt), lastSeenAt: isoTime(s.lastSeenAt), current: s.id === currentSessionId })),
    })),
    invitations: invitations.map((i) => ({ id: i.id, name: i.name, email: i.email, role: i.role as Role, expiresAt: isoTime(i.expiresAt), accessFrom: i.accessFrom, accessUntil: i.accessUntil })),
    // Rows from before team accounts existed have no name: the shared sign-in made them.
    activity: audit.map((row) => ({ at: isoTime(row.createdAt), who: row.actorName ?? (row.actor === 'registrant' ? 'The registrant' : 'Admin (shared password)'), action: row.action, target: row.target })),
    passwordSignIn: await passwordSignInAllowed(db),
    passwordSignInForced: passwordSignInForced(),
    ownerHasPasskey: await ownerHasPasskey(db),
  };
}

export async function removeMember(db: Kysely<Database>, accountId: string, by: AdminActor): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const account = await findAccount(trx, accountId);
    if (!account) throw new HttpError(404, 'This person is not on the team.');
    if (account.builtin) throw new HttpError(409, teamMessages.passwordOwner);
    if (account.role === 'owner') {
      // Two owners removing each other at once: the second counts after the first has committed.
      await lockNamedOwners(trx);
      if ((await countNamedOwners(trx, account.id)) === 0) throw new HttpError(409, teamMessages.lastOwner);
    }
    // Their invitations go with them: else a departing owner could invite a second address of
    // their own as owner, be removed, and come back through it. (The column's on-delete cascade
    // ends the rest; these are named in the audit.)
    const withdrawn = await deleteOpenInvitationsBy(trx, account.id);
    await deleteAccount(trx, account.id);
    await insertAuditEntry(trx, { ...by, action: 'team.remove', target: `account ${account.id}`, snapshot: { name: account.name, email: account.email, role: account.role, invitationsWithdrawn: withdrawn.length } });
    const invitations = withdrawn.length === 0 ? '' : withdrawn.length === 1 ? ' The invitation they sent was withdrawn.' : ` The ${withdrawn.length} invitations they sent were withdrawn.`;
    return `${account.name} was removed from the team; their sessions have ended.${invitations}`;
  });
}

export async function endMemberSession(db: Kysely<Database>, sessionId: string, by: AdminActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await endSession(trx, sessionId))) throw new HttpError(404, 'This session has already ended.');
    await insertAuditEntry(trx, { ...by, action: 'team.end_session', target: `session ${sessionId}`, snapshot: {} });
  });
}

export async function changePasswordSignIn(db: Kysely<Database>, enabled: boolean, by: AdminActor): Promise<void> {
  if (!enabled && !(await ownerHasPasskey(db))) throw new HttpError(409, teamMessages.needOwnerPasskey);
  await db.transaction().execute(async (trx) => {
    await setPasswordSignIn(trx, enabled);
    // Turned off: the password's other sessions end now (the caller's own ends with its 8 hours).
    if (!enabled) await endAccountSessions(trx, passwordOwnerId, by.tokenId);
    await insertAuditEntry(trx, { ...by, action: enabled ? 'team.password_on' : 'team.password_off', target: 'password sign-in', snapshot: { enabled } });
  });
}
