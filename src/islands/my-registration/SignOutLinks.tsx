// "Sign out all links", for a registrant whose link was forwarded or leaked: every link to this page
// stops working, this one too, after a confirmation step (the action cannot be undone from here; a new link is e-mailed on request).
import { useEffect, useRef, useState } from 'react';
import { signOutMyLinks } from '../../api/my-registration.ts';
import { serverMessage } from '../../api/fetcher.ts';
import { linkDaysAfterEvent } from '../../domain/personal-links.ts';
import Notice, { type NoticeText } from './Notice.tsx';

export default function SignOutLinks({ token, email, onSignedOut }: { token: string; email: string; onSignedOut: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<NoticeText | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    // Focus follows the step: to the question when it opens, back to the button when canceled.
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function signOut() {
    setBusy(true);
    setNote(null);
    try {
      onSignedOut(await signOutMyLinks(token));
    } catch (error) {
      setNote({ kind: 'alert', text: serverMessage(error).message ?? 'We could not sign out the links. Please try again.' });
      setBusy(false);
    }
  }

  return (
    <section className="my-reg__card" aria-labelledby="my-reg-links-title">
      <h2 id="my-reg-links-title">Links to this page</h2>
      <p>
        Anyone with a link to this page can open it until {linkDaysAfterEvent} days after the event. Forwarded a link, or think someone
        else has one? Sign all links out: every link stops working, this one too, and you can ask for a new one by e-mail.
      </p>
      {confirming ? (
        <div className="my-reg__confirm">
          <p ref={question} tabIndex={-1} className="my-reg__alert">
            Sign out every link to this page? This one stops working too. A new link can be sent to {email}.
          </p>
          <div className="my-reg__actions">
            <button type="button" className="pay-button pay-button--primary" onClick={() => void signOut()} disabled={busy}>
              {busy ? 'Signing out...' : 'Yes, sign out all links'}
            </button>
            <button type="button" className="pay-button" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="my-reg__actions">
          <button ref={opener} type="button" className="pay-button" onClick={() => setConfirming(true)}>
            Sign out all links
          </button>
        </div>
      )}
      <Notice notice={note} />
    </section>
  );
}
