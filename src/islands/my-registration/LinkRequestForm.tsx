// "Enter your e-mail": the server mails a new link to each registration of the address, and answers
// the same whether or not it knows the address.
import { useState, type FormEvent } from 'react';
import { requestMyLinks } from '../../api/my-registration.ts';
import { serverMessage } from '../../api/fetcher.ts';
import { linkRequestSchema } from '../../domain/my-registration.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import { Field } from '../forms/Field.tsx';
import { SubmitWithNotice, type NoticeText } from './Notice.tsx';

export default function LinkRequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<NoticeText | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    const parsed = linkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email ?? 'Please enter a valid email address');
      document.getElementById('my-reg-email')?.focus();
      return;
    }
    setError('');
    setSending(true);
    try {
      setResult({ kind: 'status', text: await requestMyLinks(parsed.data.email) });
    } catch (failure) {
      const { message, errors } = serverMessage(failure);
      if (errors?.email) setError(errors.email);
      setResult({ kind: 'alert', text: message ?? 'We could not send your link. Please try again later.' });
    }
    setSending(false);
  }

  return (
    <form className="my-reg__card my-reg__form" onSubmit={onSubmit} noValidate aria-labelledby="my-reg-link-title">
      <h2 id="my-reg-link-title">Send me my registration link</h2>
      <p className="my-reg__muted">Enter the e-mail address you registered with. We will e-mail you a link to each of its registrations.</p>
      <Field id="my-reg-email" name="email" label="Email" type="email" autoComplete="email" value={email} onValue={setEmail} error={error || undefined} />
      <SubmitWithNotice busy={sending} label="Send me my link" busyLabel="Sending..." notice={result} />
    </form>
  );
}
