import { useState, type FormEvent } from 'react';
import { z } from 'zod/mini'; // the page already loads zod/mini (sponsor-checkout.ts), not the full API
import { makeSponsorshipRecord, type CheckoutLevel } from '../../../domain/sponsor-checkout.ts';
import { Field } from '../../forms/Field.tsx';
import { saveSponsorshipRecord, successPath } from '../record.ts';

const emailSchema = z.email('Invalid email address');

/** /final-payment: keeps the sponsorship record in the browser and goes to the success page. */
export function RecordAndFinish({ level }: { level: CheckoutLevel }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!emailSchema.safeParse(email.trim()).success) {
      setError('Invalid email address');
      document.getElementById('sp-record-email')?.focus();
      return;
    }
    saveSponsorshipRecord(makeSponsorshipRecord(level, { name, email: email.trim(), phone: phone.trim() }));
    window.location.assign(successPath);
  };

  return (
    <form className="sp-method" onSubmit={onSubmit} noValidate>
      <Field id="sp-record-name" label="Name (optional)" autoComplete="name" value={name} onValue={setName} />
      <Field id="sp-record-email" label="Email" type="email" autoComplete="email" value={email} onValue={setEmail} error={error} />
      <Field id="sp-record-phone" label="Phone (optional)" type="tel" autoComplete="tel" value={phone} onValue={setPhone} />
      <button type="submit" className="sp-button sp-button--primary">
        Complete Sponsorship
      </button>
    </form>
  );
}
