// The top of an admin screen: its title (and, on the dashboard, the PayPal mode), the session's
// buttons, and who is signed in.
import type { ReactNode } from 'react';
import { roleLabels, type WhoAmI } from '../../domain/team.ts';
import { useAdminSession } from './kit/session.tsx';
import { signOutEverywhere } from './team-api.ts';

interface Props {
  title: string;
  /** Beside the title. */
  badge?: ReactNode;
  /** Null until the server said who is signed in. */
  me: WhoAmI | null;
}

export default function SessionHeader({ title, badge, me }: Props) {
  const { guarded, signOut, ended } = useAdminSession();

  async function everywhere() {
    const result = await guarded(signOutEverywhere, 'Could not sign out everywhere. Please try again.');
    if (result?.ok) ended();
  }

  return (
    <header className="admin-dashboard__head">
      <div className="admin-dashboard__heading">
        <h1 className="admin-dashboard__title">{title}</h1>
        {badge}
      </div>
      <div className="admin-dashboard__actions">
        <button type="button" className="admin-button admin-button--ghost" onClick={signOut}>
          Sign out
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={() => void everywhere()}>
          End all my sessions
        </button>
      </div>
      {/* A line of its own, always drawn (its height reserved): the name's arrival moves nothing. */}
      <p className="admin-dashboard__who">{me ? `${me.name} · ${roleLabels[me.role]}` : '\u00a0'}</p>
    </header>
  );
}
