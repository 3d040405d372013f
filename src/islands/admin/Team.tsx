// The owner's "Your team" panel: invite by e-mail, withdraw an invitation not yet used, the people
// with their live sessions (device, last seen), end a session, remove a person, and the password
// sign-in switch.
import { useCallback, useEffect, useId, useState } from 'react';
import { auditActionLabels, roleDescriptions, roleLabels, roles, type InvitationInput, type Role } from '../../domain/team.ts';
import { Field, SelectField } from '../forms/Field.tsx';
import ConfirmDialog from './ConfirmDialog.tsx';
import { displayDateTime } from './display.ts';
import type { CallResult } from './kit/call.ts';
import { useAdminSession } from './kit/session.tsx';
import { useAdminForm } from './kit/use-admin-form.ts';
import { endSession, fetchTeam, inviteMember, removeMember, setPasswordSignIn, withdrawInvitation, type Team as TeamData } from './team-api.ts';

const emptyForm = { name: '', email: '', role: 'door' as Role, accessFrom: '', accessUntil: '' };
const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

export default function Team() {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const [team, setTeam] = useState<TeamData | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ id: number; name: string } | null>(null);

  const load = useCallback(async () => {
    const result = await guarded(fetchTeam, 'The team could not be loaded. Please try again.');
    if (result?.ok) setTeam(result.data);
  }, [guarded]);

  useEffect(() => {
    void load();
  }, [load]);

  const invitation = useAdminForm({
    initial: emptyForm,
    idOf: (field) => `${id}-${field}`,
    send: (form) => {
      const input: InvitationInput = {
        name: form.name,
        email: form.email,
        role: form.role,
        ...(form.role === 'door' && (form.accessFrom || form.accessUntil) ? { accessFrom: form.accessFrom || null, accessUntil: form.accessUntil || null } : {}),
      };
      return guarded((token) => inviteMember(token, input), 'The invitation could not be sent. Please try again.', [400, 409]);
    },
    onDone: (message, form) => {
      form.reset();
      say('success', message);
      void load();
    },
    onRefused: (refusal) => say('error', refusal.message),
  });

  /** A change to the team: the server says what it did, or why not (a `refusals` status). */
  async function run(action: (token: string) => Promise<CallResult<string>>, refusals: number[]) {
    const result = await guarded(action, 'That did not work. Please try again.', refusals);
    if (!result) return;
    say(result.ok ? 'success' : 'error', result.ok ? result.data : result.message);
    void load();
  }

  return (
    <section className="admin-panel admin-team" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-panel__title">Your team</h2>

      <form className="admin-team__invite" onSubmit={(event) => void invitation.submit(event)} noValidate>
        <h3 className="admin-team__subtitle">Invite someone</h3>
        <Field {...invitation.field('name')} label="Name" autoComplete="off" />
        <Field {...invitation.field('email')} label="E-mail" type="email" autoComplete="off" />
        <SelectField
          {...invitation.field('role')}
          label="Role"
          hint={roleDescriptions[invitation.values.role]}
          options={roleOptions}
        />
        {invitation.values.role === 'door' ? (
          <fieldset className="admin-team__days">
            <legend className="admin-field__label">Event days only (optional)</legend>
            <Field {...invitation.field('accessFrom')} label="First day" type="date" />
            <Field {...invitation.field('accessUntil')} label="Last day" type="date" />
          </fieldset>
        ) : null}
        <button type="submit" className="admin-button admin-button--gold" disabled={invitation.busy}>
          {invitation.busy ? 'Sending...' : 'Send invitation'}
        </button>
      </form>

      {team && team.invitations.length > 0 ? (
        <div className="admin-team__block">
          <h3 className="admin-team__subtitle">Invitations not yet used</h3>
          <ul className="admin-team__list">
            {team.invitations.map((i) => (
              <li key={i.id}>
                {i.name} ({roleLabels[i.role]}), {i.email}: until {displayDateTime(i.expiresAt)}{' '}
                <button type="button" className="admin-button admin-button--outline admin-button--small" aria-label={`Withdraw the invitation of ${i.name}`} onClick={() => setWithdrawing({ id: i.id, name: i.name })}>
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="admin-team__block">
        <h3 className="admin-team__subtitle">People</h3>
        {team ? (
          <ul className="admin-team__people">
            {team.members.map((m) => (
              <li key={m.id} className="admin-team__person" aria-label={m.name}>
                <p className="admin-team__name">
                  <strong>{m.name}</strong> <span className="admin-team__role">{roleLabels[m.role]}</span>
                </p>
                <p className="admin-team__meta">
                  {m.builtin ? 'The shared admin password' : m.email}
                  {m.builtin ? null : ` · ${[m.passkeys > 0 ? `${m.passkeys} passkey${m.passkeys === 1 ? '' : 's'}` : null, m.totp ? 'authenticator app' : null].filter(Boolean).join(', ') || 'recovery codes only'}`}
                  {m.accessFrom ? ` · ${m.accessFrom} to ${m.accessUntil}` : null}
                </p>
                {m.sessions.length > 0 ? (
                  <ul className="admin-team__sessions" aria-label={`Active sessions of ${m.name}`}>
                    {m.sessions.map((s) => (
                      <li key={s.id}>
                        <span>
                          {s.device}, last seen {displayDateTime(s.lastSeenAt)}
                          {s.current ? ' (this device)' : ''}
                        </span>
                        {s.current ? null : (
                          <button type="button" className="admin-button admin-button--outline admin-button--small" aria-label={`End session of ${m.name} on ${s.device}`} onClick={() => void run((token) => endSession(token, s.id), [404])}>
                            End session
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="admin-team__meta">Not signed in.</p>
                )}
                {m.builtin ? null : (
                  <button type="button" className="admin-button admin-button--danger admin-button--small" onClick={() => setRemoving({ id: m.id, name: m.name })}>
                    Remove {m.name}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-team__meta">Loading...</p>
        )}
      </div>

      {team ? (
        <div className="admin-team__block">
          <h3 className="admin-team__subtitle">Password sign-in</h3>
          <p className="admin-team__meta">
            {team.passwordSignIn ? 'The shared password signs in as the owner.' : 'Password sign-in is off: everyone signs in with their passkey or app.'}
            {team.passwordSignIn && !team.ownerHasPasskey ? ' It can be turned off once an owner has a passkey.' : ''}
            {team.passwordSignInForced ? " A Netlify setting keeps it working whatever this says (the organizer's guide, Your team): remove it once an owner has a passkey again." : ''}
          </p>
          <button
            type="button"
            className="admin-button admin-button--outline"
            disabled={team.passwordSignIn && !team.ownerHasPasskey}
            onClick={() => void run((token) => setPasswordSignIn(token, !team.passwordSignIn), [409])}
          >
            {team.passwordSignIn ? 'Turn password sign-in off' : 'Turn password sign-in on'}
          </button>
        </div>
      ) : null}

      {team && team.activity.length > 0 ? (
        <div className="admin-team__block">
          <h3 className="admin-team__subtitle">Recent activity</h3>
          <ul className="admin-team__list admin-team__activity" aria-label="Recent activity">
            {team.activity.map((a, index) => (
              <li key={`${a.at}-${index}`}>
                <span className="admin-team__meta">{displayDateTime(a.at)}</span> {a.who} {auditActionLabels[a.action] ?? a.action}
                {/* Account and session ids say nothing to a person. */}
                {/^(account|session) /.test(a.target) ? '' : ` ${a.target}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        message="Their passkeys, codes and sessions stop working at once, and the invitations they sent are withdrawn. You can invite them again later."
        confirmLabel="Remove"
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) void run((token) => removeMember(token, target.id), [404, 409]);
        }}
        onCancel={() => setRemoving(null)}
      />

      <ConfirmDialog
        open={withdrawing !== null}
        title={`Withdraw the invitation of ${withdrawing?.name ?? ''}?`}
        message="The link in their e-mail stops working at once. You can invite them again later."
        confirmLabel="Withdraw"
        onConfirm={() => {
          const target = withdrawing;
          setWithdrawing(null);
          if (target) void run((token) => withdrawInvitation(token, target.id), [404]);
        }}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
