// Invitations that must not outlive their purpose: the owner withdraws one; removing a person ends
// the invitations they sent (a departing owner's spare invitation cannot bring them back as owner);
// and the outbox keeps no working invitation or personal link once the message is sent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import * as inviters from '../../db/migrations/2026-11-27T030000_invitation_inviters.ts';
import { insertAuditEntry } from '../../db/repositories/audit.ts';
import { insertMail } from '../../db/repositories/mail-outbox.ts';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import login from '../../netlify/functions/admin-login.mts';
import team from '../../netlify/functions/admin-team.mts';
import withdrawFn from '../../netlify/functions/admin-team-invitation.mts';
import teamMember from '../../netlify/functions/admin-team-member.mts';
import linkRequest from '../../netlify/functions/my-registration-link.mts';
import { retryDue } from '../../netlify/lib/platform/mail/outbox.ts';
import { adminPassword, registration, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { deliveredMails, lastDelivered } from './delivered-mail.ts';
import { addMember, invitationStep, send, signedIn, totpCode } from './team-support.ts';


const invitationLinkToken = (text: string) => /\/admin\/invitation#([A-Za-z0-9_-]{20,})/.exec(text)?.[1];

describe.each(testDatabases())('invitations on $name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => {
    useLocalAdminEnv();
    delete process.env.SMTP_URL;
    process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'woop-invitation-mail-'));
  });

  const passwordOwner = async () => (await send(login, 'POST', '/api/admin/login', { body: { password: adminPassword } })).body.token as string;
  const invite = (token: string, body: Record<string, unknown>) => send(team, 'POST', '/api/admin/team', { token, body });
  const step = invitationStep;
  const withdraw = async (token: string, id: number | string) => send(withdrawFn, 'DELETE', `/api/admin/team/invitations/${id}`, { token, params: { invitationId: String(id) } });
  const delivered = (email: string) => invitationLinkToken(lastDelivered(email).text)!;

  it('lets an owner withdraw a pending invitation: its link stops working, the audit names who, and only an owner may', async () => {
    const owner = await passwordOwner();
    expect((await invite(owner, { name: 'Tess Treasurer', email: 'tess@example.com', role: 'treasurer' })).status).toBe(201);
    const token = delivered('tess@example.com');
    const [pending] = (await send(team, 'GET', '/api/admin/team', { token: owner })).body.invitations;
    expect(pending).toMatchObject({ name: 'Tess Treasurer' });

    const organizer = await signedIn(await addMember('organizer'));
    expect((await withdraw(organizer, pending.id)).status).toBe(403);
    expect((await step('details', { token })).status).toBe(200);

    const withdrawn = await withdraw(owner, pending.id);
    expect(withdrawn).toEqual({ status: 200, body: { message: expect.stringContaining('Tess Treasurer') } });
    expect((await step('details', { token })).status).toBe(404);
    expect((await step('totp-options', { token })).status).toBe(404);
    const view = (await send(team, 'GET', '/api/admin/team', { token: owner })).body;
    expect(view.invitations).toEqual([]);
    expect(view.activity[0]).toMatchObject({ who: 'Owner (shared password)', action: 'team.withdraw' });
    const audit = await db().selectFrom('adminAudit').selectAll().where('action', '=', 'team.withdraw').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actorName: 'Owner (shared password)', target: `invitation ${pending.id}` });
    expect(audit.snapshot).toMatchObject({ name: 'Tess Treasurer', email: 'tess@example.com', role: 'treasurer' });

    // Twice, an unknown id, or an invitation already accepted: 404, nothing changes.
    expect((await withdraw(owner, pending.id)).status).toBe(404);
    expect((await withdraw(owner, 'not-a-number')).status).toBe(404);
    await invite(owner, { name: 'Dana Door', email: 'dana@example.com', role: 'door' });
    const danaToken = delivered('dana@example.com');
    const [danaInvitation] = (await send(team, 'GET', '/api/admin/team', { token: owner })).body.invitations;
    const options = await step('totp-options', { token: danaToken });
    expect((await step('totp', { token: danaToken, challengeId: options.body.challengeId, code: totpCode(options.body.secret) })).status).toBe(200);
    expect((await withdraw(owner, danaInvitation.id)).status).toBe(404);
    expect(await db().selectFrom('adminAccounts').select('name').where('email', '=', 'dana@example.com').execute()).toEqual([{ name: 'Dana Door' }]);
  });

  it('ends the invitations a person sent when they are removed: a departing owner cannot come back through a spare address and remove the real owner', async () => {
    const annId = await addMember('owner', 'Ann Owner');
    const bobId = await addMember('owner', 'Bob Owner');
    const ann = await signedIn(annId);
    const bob = await signedIn(bobId);
    // Bob, about to leave, invites a second address of his as owner (and a harmless helper).
    expect((await invite(bob, { name: 'Robert', email: 'bob.spare@example.com', role: 'owner' })).status).toBe(201);
    const spare = delivered('bob.spare@example.com');
    // Ann's own invitation is not Bob's: it stays.
    expect((await invite(ann, { name: 'Oscar Organizer', email: 'oscar@example.com', role: 'organizer' })).status).toBe(201);

    const removed = await send(teamMember, 'DELETE', `/api/admin/team/members/${bobId}`, { token: ann, params: { accountId: bobId } });
    expect(removed.status).toBe(200);

    // The spare link is dead: no account, no session, Ann stays the owner.
    expect((await step('details', { token: spare })).status).toBe(404);
    const options = await step('totp-options', { token: spare });
    expect(options.status).toBe(404);
    expect(await db().selectFrom('adminAccounts').select('id').where('email', '=', 'bob.spare@example.com').execute()).toEqual([]);
    const view = (await send(team, 'GET', '/api/admin/team', { token: ann })).body;
    expect(view.invitations.map((i: { email: string }) => i.email)).toEqual(['oscar@example.com']);
    expect(view.members.filter((m: { role: string; builtin: boolean }) => m.role === 'owner' && !m.builtin).map((m: { name: string }) => m.name)).toEqual(['Ann Owner']);
    const audit = await db().selectFrom('adminAudit').select('snapshot').where('action', '=', 'team.remove').executeTakeFirstOrThrow();
    expect(audit.snapshot).toMatchObject({ name: 'Bob Owner', invitationsWithdrawn: 1 });
  });

  it('keeps no invitation or personal link in the stored mail once it is sent, and keeps it for the retry of a mail not yet sent', async () => {
    const owner = await passwordOwner();
    const stored = (kind: string) => db().selectFrom('mailOutbox').select(['status', 'textBody', 'htmlBody']).where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirstOrThrow();

    // Sent at once: the delivered message has the link, the stored copy only a placeholder.
    await invite(owner, { name: 'Tess Treasurer', email: 'tess@example.com', role: 'treasurer' });
    const token = delivered('tess@example.com');
    expect(lastDelivered('tess@example.com').html).toContain(`/admin/invitation#${token}`);
    const invitation = await stored('team_invitation');
    expect(invitation.status).toBe('sent');
    expect(invitation.textBody + invitation.htmlBody).not.toContain(token);
    expect(invitation.textBody).toMatch(/\/admin\/invitation#\[removed once sent\]/);
    expect((await step('details', { token })).status).toBe(200);

    // A personal link ("send me my link") likewise.
    const reg = registration({ email: 'jolene@example.com', paymentStatus: 'paid', paidCents: 245000, paidAt: new Date() });
    await insertRegistration(db(), reg);
    expect((await send(linkRequest, 'POST', '/api/my-registration/link', { body: { email: 'jolene@example.com' } })).status).toBe(202);
    const personal = /\/my-registration#([A-Za-z0-9_-]{22})/.exec(lastDelivered('jolene@example.com').text)?.[1];
    expect(personal).toBeTruthy();
    const links = await stored('personal_links');
    expect(links.status).toBe('sent');
    expect(links.textBody + links.htmlBody).not.toContain(personal!);
    expect(links.textBody).toContain('/my-registration#[removed once sent]');

    // The mail server is down: the unsent mail keeps its link, and the retry delivers it.
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    await invite(owner, { name: 'Olive Organizer', email: 'olive@example.com', role: 'organizer' });
    const waiting = await stored('team_invitation');
    expect(waiting.status).toBe('pending');
    const kept = invitationLinkToken(waiting.textBody);
    expect(kept).toBeTruthy();
    expect(deliveredMails('olive@example.com')).toEqual([]);
    delete process.env.SMTP_URL;
    expect((await retryDue(db(), new Date(Date.now() + 10 * 60_000))).sent).toBe(1);
    expect(delivered('olive@example.com')).toBe(kept);
    const sent = await stored('team_invitation');
    expect(sent.status).toBe('sent');
    expect(sent.textBody + sent.htmlBody).not.toContain(kept!);
  });

  it('on migrating, matches earlier invitations to their sender, ends those of people already removed, and redacts mail already sent', async () => {
    await inviters.down(db() as never);
    const stay = await addMember('owner', 'Ann Owner');
    const invitation = async (email: string, sender: string | null) => {
      const row = await db()
        .insertInto('adminInvitations')
        .values({ tokenHash: `hash-${email}`, name: email, email, role: 'owner', expiresAt: new Date(Date.now() + 3600_000) } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (sender) await insertAuditEntry(db(), { actor: 'admin', tokenId: 't', accountId: sender, name: 'x', action: 'team.invite', target: `invitation ${row.id}`, snapshot: {} });
      return row.id;
    };
    const fromAnn = await invitation('a@example.com', stay);
    const fromGone = await invitation('spare@example.com', 'removed-account');
    const unknown = await invitation('u@example.com', null);
    const link = 'http://localhost:8888/my-registration#AbCdEfGhIjKlMnOpQrStUv';
    const sentId = await insertMail(db(), { kind: 'personal_links', to: 'x@example.com', subject: 's', text: `Open ${link}`, html: `<a href="${link}">${link}</a>` });
    const pendingId = await insertMail(db(), { kind: 'personal_links', to: 'x@example.com', subject: 's', text: `Open ${link}`, html: '' });
    await db().updateTable('mailOutbox').set({ status: 'sent' }).where('id', '=', sentId).execute();

    await inviters.up(db() as never);
    const rows = await db().selectFrom('adminInvitations').select(['id', 'invitedByAccount']).orderBy('id').execute();
    expect(rows).toEqual([{ id: fromAnn, invitedByAccount: stay }, { id: unknown, invitedByAccount: null }]);
    expect(rows.map((r) => r.id)).not.toContain(fromGone);
    const mails = await db().selectFrom('mailOutbox').select(['id', 'textBody', 'htmlBody']).orderBy('id').execute();
    expect(mails).toEqual([
      { id: sentId, textBody: 'Open http://localhost:8888/my-registration#[removed once sent]', htmlBody: '<a href="http://localhost:8888/my-registration#[removed once sent]">http://localhost:8888/my-registration#[removed once sent]</a>' },
      { id: pendingId, textBody: `Open ${link}`, htmlBody: '' },
    ]);
  });
});
