// The admin screens' status line (SPEC §8 admin messages). A live region in the page rather than
// the site's toast: a message that stays in place until the next one suits a working screen, where
// the organizer may look away and back. Errors are announced assertively, successes politely;
// both regions always exist so screen readers pick them up.
import { useAdminSession, useStatusLine, type Status } from './kit/session.tsx';

/** The screen's status line: where the session's `say` and its guarded calls' failures appear. */
export default function StatusMessage() {
  const status = useStatusLine();
  const { dismiss } = useAdminSession();
  const show = (kind: Status['kind']) =>
    status?.kind === kind ? (
      <div key={status.seq} className={`admin-status admin-status--${kind}`}>
        <span>{status.text}</span>
        <button type="button" className="admin-status__close" aria-label="Dismiss message" onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ) : null;
  return (
    <div className="admin-status-area">
      <div role="alert">{show('error')}</div>
      <div role="status">{show('success')}</div>
    </div>
  );
}
