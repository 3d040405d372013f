// A result line of the personal page: a polite status, or an alert for what went wrong.

export interface NoticeText {
  kind: 'status' | 'alert';
  text: string;
}

export default function Notice({ notice }: { notice: NoticeText | null }) {
  if (!notice) return null;
  return (
    <p className={notice.kind === 'alert' ? 'my-reg__alert' : 'my-reg__status'} role={notice.kind}>
      {notice.text}
    </p>
  );
}

/** A personal-page form's end: its submit button (with its busy label while it works) and its result. */
export function SubmitWithNotice({ busy, label, busyLabel, notice }: { busy: boolean; label: string; busyLabel: string; notice: NoticeText | null }) {
  return (
    <>
      <div className="my-reg__actions">
        <button type="submit" className="pay-button pay-button--primary" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
      </div>
      <Notice notice={notice} />
    </>
  );
}
