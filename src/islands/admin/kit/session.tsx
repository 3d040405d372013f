// The signed-in admin session, shared by every panel of a screen (the dashboard, the door's
// check-in) through React context rather than passed down by hand: the token, the guarded call
// (a 401 signs out, as an ended session must; any other failure is shown in the screen's status
// line, StatusMessage.tsx), and `say`, which puts a message in that line. The provider loads with
// the sign-in page; the status line, with the screen.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { outcomeOf, type CallResult, type Failure, type Refusal, type Success } from './call.ts';

/** A line of the screen's status (StatusMessage.tsx shows it). */
export interface Status {
  kind: 'success' | 'error';
  text: string;
  /** Increments so the same text twice is announced twice. */
  seq: number;
}

export type Say = (kind: Status['kind'], text: string) => void;

export interface AdminSession {
  /** The bearer token; calls get it through `guarded`, which knows what a refused token means. */
  token: string;
  /**
   * Runs a call with the session's token. A 401 ends the session; any other failure shows
   * `failed` (a text, or made from the failure), except a refusal whose status is in `refusals`
   * and that says why: that one is the caller's to show. Undefined when handled here.
   */
  guarded: <T>(
    run: (token: string) => Promise<CallResult<T>>,
    failed: string | ((failure: Failure) => string),
    refusals?: readonly number[],
  ) => Promise<Success<T> | Refusal | undefined>;
  say: Say;
  /** Takes the status line's message away. */
  dismiss: () => void;
  /** "Sign out": the person ends the session. */
  signOut: () => void;
  /** The server ended the session (a 401, or every session ended): back to sign-in with a notice. */
  ended: () => void;
}

const Session = createContext<AdminSession | null>(null);
const StatusLine = createContext<Status | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(Session);
  if (!session) throw new Error('useAdminSession() outside <AdminSessionProvider>');
  return session;
}

interface Props {
  token: string;
  onSignOut: () => void;
  onEnded: () => void;
  children: ReactNode;
}

export function AdminSessionProvider({ token, onSignOut, onEnded, children }: Props) {
  const [status, setStatus] = useState<Status | null>(null);
  const say = useCallback<Say>((kind, text) => setStatus((s) => ({ kind, text, seq: (s?.seq ?? 0) + 1 })), []);
  const dismiss = useCallback(() => setStatus(null), []);

  const guarded = useCallback<AdminSession['guarded']>(
    async (run, failed, refusals = []) => {
      const result = await run(token);
      const outcome = outcomeOf(result, refusals);
      if (outcome === 'caller') return result.ok ? result : (result as Refusal);
      if (outcome === 'ended') onEnded();
      else if (!result.ok) say('error', typeof failed === 'string' ? failed : failed(result));
      return undefined;
    },
    [token, onEnded, say],
  );

  const session = useMemo(() => ({ token, guarded, say, dismiss, signOut: onSignOut, ended: onEnded }), [token, guarded, say, dismiss, onSignOut, onEnded]);
  return (
    <Session value={session}>
      <StatusLine value={status}>{children}</StatusLine>
    </Session>
  );
}

/** What the screen's status line (StatusMessage.tsx) shows. */
export const useStatusLine = (): Status | null => useContext(StatusLine);
