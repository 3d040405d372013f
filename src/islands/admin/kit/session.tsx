// The signed-in admin session, shared by every panel of a screen (the dashboard, the door's
// check-in) through React context rather than passed down by hand: the token, the guarded call
// (a 401 signs out, as an ended session must; any other failure is shown in the screen's status
// line), and `say`, which puts a message in that line.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import StatusMessage, { type Status } from '../StatusMessage.tsx';
import type { CallResult, Failure, Refusal, Success } from './call.ts';

export type Say = (kind: Status['kind'], text: string) => void;

export interface AdminSession {
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
      if (result.ok) return result;
      if (result.status === 401) {
        onEnded();
        return undefined;
      }
      if (refusals.includes(result.status) && result.message) return result as Refusal;
      say('error', typeof failed === 'string' ? failed : failed(result));
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

/** The screen's status line: where `say` and the guarded call's failures appear. */
export function SessionStatus() {
  const status = useContext(StatusLine);
  const { dismiss } = useAdminSession();
  return <StatusMessage status={status} onDismiss={dismiss} />;
}
