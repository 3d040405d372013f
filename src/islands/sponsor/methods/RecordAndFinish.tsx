import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { makeSponsorshipRecord, type CheckoutLevel } from '../../../domain/sponsor-checkout.ts';
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
      <div className="sp-field">
        <label className="sp-label" htmlFor="sp-record-name">
          Name <span className="sp-optional">(optional)</span>
        </label>
        <input
          id="sp-record-name"
          className="sp-input"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className={`sp-field${error ? ' sp-field--error' : ''}`}>
        <label className="sp-label" htmlFor="sp-record-email">
          Email
        </label>
        {error && (
          <p className="sp-error" id="sp-record-email-error">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        )}
        <input
          id="sp-record-email"
          className="sp-input"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sp-record-email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="sp-field">
        <label className="sp-label" htmlFor="sp-record-phone">
          Phone <span className="sp-optional">(optional)</span>
        </label>
        <input
          id="sp-record-phone"
          className="sp-input"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
      <button type="submit" className="sp-button sp-button--primary">
        Complete Sponsorship
      </button>
    </form>
  );
}
