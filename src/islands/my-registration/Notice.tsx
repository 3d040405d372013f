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

/** A field's error beside it (GOV.UK pattern), the id its input names in aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="my-reg__error" id={id}>
      <span className="my-reg__sr">Error: </span>
      {error}
    </p>
  );
}
