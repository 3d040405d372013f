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
