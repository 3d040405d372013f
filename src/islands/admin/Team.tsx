// The owner's "Your team" panel (issue 29): invite by e-mail, withdraw an invitation not yet used,
// the people with their live sessions (device, last seen), end a session, remove a person, and the
// password sign-in switch.
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { auditActionLabels, roleDescriptions, roleLabels, roles, type InvitationInput, type Role } from '../../domain/team.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import { displayDateTime } from './display.ts';
import type { Status } from './StatusMessage.tsx';
import { endSession, fetchTeam, inviteMember, removeMember, setPasswordSignIn, withdrawInvitation, type Team as TeamData } from './team-api.ts';

interface Props {
  token: string;
  guarded: <T>(run: () => Promise<T>, failure: (error: unknown) => string) => Promise<T | undefined>;
  say: (kind: Status['kind'], text: string) => void;
}

const emptyForm = { name: '', email: '', role: 'door' as Role, accessFrom: '', accessUntil: '' };

export default function Team({ token, guarded, say }: Props) {
  const id = useId();
  const [team, setTeam] = useState<TeamData | null>(null);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ id: number; name: string } | null>(null);

  const load = useCallback(async () => {
    const result = await guarded(() => fetchTeam(token), () => 'The team could not be loaded. Please try again.');
    if (result) setTeam(result);
  }, [guarded, token]);

  useEffect(() => {
    void load();
  }, [load]);

  async function invite(event: SubmitEvent) {
    event.preventDefault();
    setSending(true);
    const input: InvitationInput = { name: form.name, email: form.email, role: form.role, ...(form.role === 'door' && (form.accessFrom || form.accessUntil) ? { accessFrom: form.accessFrom || null, accessUntil: form.accessUntil || null } : {}) };
    const result = await guarded(() => inviteMember(token, input), () => 'The invitation could not be sent. Please try again.');
    setSending(false);
    if (!result) return;
    if (!result.ok) {
      setErrors(result.refusal.errors);
      say('error', result.refusal.message);
      return;
    }
    setErrors({});
    setForm(emptyForm);
    say('success', result.message);
    void load();
  }

  async function run(action: () => Promise<{ ok: true; message: string } | { ok: false; refusal: { message: string } }>) {
    const result = await guarded(action, () => 'That did not work. Please try again.');
    if (!result) return;
    say(result.ok ? 'success' : 'error', result.ok ? result.message : result.refusal.message);
    void load();
  }

  const field = (name: keyof typeof form, label: string, type = 'text', extra: Record<string, string> = {}) => (
    <div className={`admin-field${errors[name] ? ' admin-field--error' : ''}`}>
      <label htmlFor={`${id}-${name}`} className="admin-field__label">{label}</label>
      {errors[name] ? <p id={`${id}-${name}-error`} className="admin-field__error">{errors[name]}</p> : null}
      <input
        id={`${id}-${name}`}
        type={type}
        className="admin-input"
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        {...extra}
      />
    </div>
  );

  return (
    <section className="admin-panel admin-team" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-panel__title">Your team</h2>

      <form className="admin-team__invite" onSubmit={invite} noValidate>
        <h3 className="admin-team__subtitle">Invite someone</h3>
        {field('name', 'Name', 'text', { autoComplete: 'off' })}
        {field('email', 'E-mail', 'email', { autoComplete: 'off' })}
        <div className={`admin-field${errors.role ? ' admin-field--error' : ''}`}>
          <label htmlFor={`${id}-role`} className="admin-field__label">Role</label>
          <select id={`${id}-role`} className="admin-input admin-input--select" value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as Role })} aria-describedby={`${id}-role-help`}>
            {roles.map((role) => (
              <option key={role} value={role}>{roleLabels[role]}</option>
            ))}
          </select>
          <p id={`${id}-role-help`} className="admin-team__help">{roleDescriptions[form.role]}</p>
        </div>
        {form.role === 'door' ? (
          <fieldset className="admin-team__days">
            <legend className="admin-field__label">Event days only (optional)</legend>
            {field('accessFrom', 'First day', 'date')}
            {field('accessUntil', 'Last day', 'date')}
          </fieldset>
        ) : null}
        <button type="submit" className="admin-button admin-button--gold" disabled={sending}>
          {sending ? 'Sending...' : 'Send invitation'}
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
                          <button type="button" className="admin-button admin-button--outline admin-button--small" aria-label={`End session of ${m.name} on ${s.device}`} onClick={() => void run(() => endSession(token, s.id))}>
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
            {team.passwordSignInForced ? ' A Netlify setting keeps it working whatever this says (README, Your team): remove it once an owner has a passkey again.' : ''}
          </p>
          <button
            type="button"
            className="admin-button admin-button--outline"
            disabled={team.passwordSignIn && !team.ownerHasPasskey}
            onClick={() => void run(() => setPasswordSignIn(token, !team.passwordSignIn))}
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
          if (target) void run(() => removeMember(token, target.id));
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
          if (target) void run(() => withdrawInvitation(token, target.id));
        }}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
