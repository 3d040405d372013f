// Invitations: the owner invites by e-mail; the link (single use, 72 hours, stored as a
// hash) lets the person create their account with a passkey or a TOTP app, and shows their ten
// recovery codes once. Each step is one transaction; a used, withdrawn, expired or mistyped link
// changes nothing. The owner withdraws an invitation not yet used; removing a person withdraws the
// ones they sent (netlify/lib/team/members.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import {
  deleteOpenInvitation,
  findAccountByEmail,
  findInvitation,
  insertAccount,
  insertInvitation,
  insertPasskey,
  insertRecoveryCodes,
  useInvitation,
  type InvitationRow,
} from '../../../db/repositories/team.ts';
import { invitationLifetimeHours, roleDescriptions, roleLabels, teamMessages, type InvitationInput, type Role } from '../../../src/domain/team.ts';
import { HttpError } from '../platform/http.ts';
import { escapeHtml, html } from '../platform/mail/frame.ts';
import { queueMail, sendQueued, type QueuedMail } from '../platform/mail/outbox.ts';
import { siteUrl } from '../platform/env.ts';
import { sha256Hex } from '../platform/hash.ts';
import { newInvitationToken, newRecoveryCodes } from './secrets.ts';

export const invitationLink = (token: string): string => `${siteUrl()}/admin/invitation#${token}`;

function invitationMail(input: InvitationInput, link: string, invitedBy: string): QueuedMail {
  const role = roleLabels[input.role];
  const days = input.accessFrom ? ` You can sign in from ${input.accessFrom} to ${input.accessUntil}.` : '';
  const subject = 'WOOP: you are invited to the admin team';
  const text = [
    `Hello ${input.name},`,
    '',
    `${invitedBy} invited you to the WOOP admin team as ${role}: ${roleDescriptions[input.role]}${days}`,
    '',
    `Open this link on your phone within ${invitationLifetimeHours} hours to create your sign-in (a passkey, or a code app):`,
    link,
    '',
    'The link works once. If you did not expect it, ignore this e-mail.',
  ].join('\n');
  const body =
    `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(invitedBy)} invited you to the WOOP admin team as <strong>${role}</strong>: ${escapeHtml(roleDescriptions[input.role])}${escapeHtml(days)}</p>` +
    `<p>Open this link on your phone within ${invitationLifetimeHours} hours to create your sign-in (a passkey, or a code app):</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>The link works once. If you did not expect it, ignore this e-mail.</p>`;
  return { kind: 'team_invitation', to: input.email, subject, text, html: html('Join the WOOP admin team', body) };
}

/** Stores the invitation and queues its e-mail, with the audit row; returns the mail id to send. */
export async function createInvitation(db: Kysely<Database>, input: InvitationInput, by: AdminActor): Promise<number> {
  if (await findAccountByEmail(db, input.email)) throw new HttpError(409, teamMessages.emailTaken, { email: teamMessages.emailTaken });
  const token = newInvitationToken();
  const expiresAt = new Date(Date.now() + invitationLifetimeHours * 3600_000);
  return db.transaction().execute(async (trx) => {
    const id = await insertInvitation(trx, {
      tokenHash: sha256Hex(token), name: input.name, email: input.email.toLowerCase(), role: input.role,
      accessFrom: input.accessFrom ?? null, accessUntil: input.accessUntil ?? null, invitedByAccount: by.accountId ?? null, expiresAt,
    });
    await insertAuditEntry(trx, { ...by, action: 'team.invite', target: `invitation ${id}`, snapshot: { name: input.name, email: input.email, role: input.role, accessFrom: input.accessFrom ?? null, accessUntil: input.accessUntil ?? null } });
    return queueMail(trx, invitationMail(input, invitationLink(token), by.name ?? 'The owner'));
  });
}

/** POST /api/admin/team: invites by e-mail, the message sent right after its commit. */
export async function inviteMember(db: Kysely<Database>, input: InvitationInput, by: AdminActor): Promise<void> {
  await sendQueued(db, [await createInvitation(db, input, by)]);
}

/** Withdraws an invitation not yet used (owner), with the audit row: its link opens nothing from now on. */
export async function withdrawInvitation(db: Kysely<Database>, id: number, by: AdminActor): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // Deleted only while unused: an acceptance at the same moment either finds no row or wins.
    const invitation = await deleteOpenInvitation(trx, id);
    if (!invitation) throw new HttpError(404, teamMessages.invitationGone);
    await insertAuditEntry(trx, { ...by, action: 'team.withdraw', target: `invitation ${id}`, snapshot: { name: invitation.name, email: invitation.email, role: invitation.role } });
    return `The invitation of ${invitation.name} was withdrawn: its link no longer works.`;
  });
}

/** The open invitation a link stands for: 404 for an unknown or used link, 410 once expired. */
export async function openInvitation(db: Db, token: unknown): Promise<InvitationRow> {
  const invitation = typeof token === 'string' && token.length >= 20 && token.length <= 100 ? await findInvitation(db, sha256Hex(token)) : undefined;
  if (!invitation || invitation.usedAt) throw new HttpError(404, teamMessages.invitationInvalid);
  if (invitation.expiresAt.getTime() <= Date.now()) throw new HttpError(410, teamMessages.invitationExpired);
  return invitation;
}

export interface NewSignIn {
  passkey?: { credentialId: string; publicKey: string; counter: number; transports: string[] };
  totpSecret?: string;
}

/** Creates the account from the invitation (used once, in the same transaction) with its sign-in and recovery codes. */
export async function acceptInvitation(db: Kysely<Database>, invitation: InvitationRow, signIn: NewSignIn) {
  const codes = newRecoveryCodes();
  const accountId = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (!(await useInvitation(trx, invitation.id))) throw new HttpError(404, teamMessages.invitationInvalid);
    if (await findAccountByEmail(trx, invitation.email)) throw new HttpError(409, teamMessages.emailTaken);
    await insertAccount(trx, {
      id: accountId, name: invitation.name, email: invitation.email, role: invitation.role,
      accessFrom: invitation.accessFrom, accessUntil: invitation.accessUntil, totpSecret: signIn.totpSecret ?? null,
    });
    if (signIn.passkey) await insertPasskey(trx, { ...signIn.passkey, accountId });
    await insertRecoveryCodes(trx, accountId, codes.map(sha256Hex));
    await insertAuditEntry(trx, {
      actor: 'admin', tokenId: null, accountId, name: invitation.name, action: 'team.join', target: `account ${accountId}`,
      snapshot: { invitation: invitation.id, role: invitation.role as Role, method: signIn.passkey ? 'passkey' : 'totp' },
    });
  });
  return { accountId, recoveryCodes: codes };
}
