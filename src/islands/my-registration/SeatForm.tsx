// A small form of the seats on the personal page: the person a seat goes to (first name, last name
// and e-mail; the e-mail alone for a claim link), checked with the server's own schema, then sent.
// Errors sit by their fields and what was typed stays; on success the seat around the form says so.
import { useState, type FormEvent, type ReactNode } from 'react';
import { changeMySeat } from '../../api/seat.ts';
import { serverMessage } from '../../api/fetcher.ts';
import type { MyRegistration } from '../../domain/my-registration.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import type { SeatAction } from '../../domain/seats/contract.ts';
import { claimLinkSchema, nameSeatSchema, transferSeatSchema } from '../../domain/seats/schemas.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { Field } from '../forms/Field.tsx';
import { SubmitWithNotice, type NoticeText } from './Notice.tsx';

export interface SeatPerson {
  firstName: string;
  lastName: string;
  email: string;
}

const schemas = { name: nameSeatSchema, 'claim-link': claimLinkSchema, transfer: transferSeatSchema } as const;
const labels: Record<keyof SeatPerson, string> = { firstName: 'First name', lastName: 'Last name', email: 'E-mail' };
const empty: SeatPerson = { firstName: '', lastName: '', email: '' };

interface Props {
  /** Prefix of the fields' ids: unique on the page (one form per seat). */
  idPrefix: string;
  token: string;
  action: SeatAction;
  /** The buyer's seat; a player handing over their own seat sends none. */
  seatNo?: number;
  submitLabel: string;
  /** Under the e-mail field: what happens with the address. */
  emailHint: string;
  /** Above the fields (a choice of what the form does). */
  children?: ReactNode;
  onDone: (view: MyRegistration, person: SeatPerson) => void;
}

export default function SeatForm({ idPrefix, token, action, seatNo, submitLabel, emailHint, children, onDone }: Props) {
  const [values, setValues] = useState<SeatPerson>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusSummary, setFocusSummary] = useState(0);
  const [failure, setFailure] = useState<NoticeText | null>(null);
  const [sending, setSending] = useState(false);
  // A claim link asks the e-mail alone: the colleague fills in the rest themselves.
  const shown: (keyof SeatPerson)[] = action === 'claim-link' ? ['email'] : ['firstName', 'lastName', 'email'];
  const fieldId = (name: keyof SeatPerson) => `${idPrefix}-${name}`;

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    if (shown.some((f) => found[f])) setFocusSummary((n) => n + 1);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const body = { token, seatNo, ...(action === 'claim-link' ? { email: values.email } : values) };
    const parsed = schemas[action].safeParse(body);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const view = await changeMySeat(action, body);
      setSending(false);
      setValues(empty);
      onDone(view, values);
    } catch (error) {
      const { message, errors: fields } = serverMessage(error);
      if (fields) showErrors(fields);
      setFailure({ kind: 'alert', text: message ?? 'We could not send this. Please try again.' });
      setSending(false);
    }
  }

  return (
    <form className="my-reg__form my-reg__seat-form" onSubmit={onSubmit} noValidate>
      {children}
      <ErrorSummary headingLevel={4} focusKey={focusSummary} items={shown.filter((f) => errors[f]).map((f) => ({ target: fieldId(f), message: errors[f]! }))} />
      <div className="my-reg__grid">
        {shown.map((name) => (
          <Field
            key={name}
            id={fieldId(name)}
            name={name}
            label={labels[name]}
            required
            value={values[name]}
            onValue={(value) => setValues((v) => ({ ...v, [name]: value }))}
            error={errors[name]}
            type={name === 'email' ? 'email' : 'text'}
            // Someone else's details: the browser must not fill in the buyer's own.
            autoComplete="off"
            hint={name === 'email' ? emailHint : undefined}
            className={name === 'email' ? 'my-reg__wide' : undefined}
          />
        ))}
      </div>
      <SubmitWithNotice busy={sending} label={submitLabel} busyLabel="Sending..." notice={failure} />
    </form>
  );
}
