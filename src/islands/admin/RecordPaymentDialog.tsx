// The organizer records a check or bank transfer for an unpaid registration (issue 18): method,
// amount (the registration's, filled in), the day it came, the check number or transfer reference.
// A native modal <dialog>; errors beside each field, as the server names them.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatAmount, parseAmount } from '../../domain/money.ts';
import { offlinePaymentSchema, type OfflinePaymentInput } from '../../domain/offline-payment.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import type { AdminListItem } from './admin-api.ts';

interface Props {
  item: AdminListItem | null;
  saving: boolean;
  /** Field errors and the message of a refusal by the server. */
  refusal: { message: string; errors: Record<string, string> } | null;
  onSubmit: (payment: OfflinePaymentInput) => void;
  onCancel: () => void;
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export default function RecordPaymentDialog({ item, saving, refusal, onSubmit, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [method, setMethod] = useState<'check' | 'transfer'>('check');
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (item && !dialog.open) {
      const cents = item.amount ? parseAmount(item.amount) : null;
      setMethod('check');
      setAmount(cents === null ? '' : formatAmount(cents));
      setReceivedOn(today());
      setReference('');
      setErrors({});
      dialog.showModal();
    }
    if (!item && dialog.open) dialog.close();
  }, [item]);

  useEffect(() => setErrors(refusal?.errors ?? {}), [refusal]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const payment = { method, amount, receivedOn, reference };
    const parsed = offlinePaymentSchema().safeParse(payment);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(payment);
  }

  const fieldProps = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p className="admin-field__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <dialog
      ref={ref}
      className="admin-dialog admin-dialog--form"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="admin-dialog__title">
          Record a check or bank transfer
        </h2>
        {item ? (
          <p>
            For <strong>{item.registrationId}</strong>, {item.firstName} {item.lastName} ({item.registrationTypeName}). The registration becomes
            paid and the registrant receives the confirmation e-mail with the receipt.
          </p>
        ) : null}
        {refusal && Object.keys(refusal.errors).length === 0 ? (
          <p className="admin-dialog__alert" role="alert">
            {refusal.message}
          </p>
        ) : null}
        <fieldset className={`admin-field admin-fieldset${errors.method ? ' admin-field--error' : ''}`}>
          <legend className="admin-field__label">Method</legend>
          {error('method')}
          <label className="admin-radio">
            <input type="radio" name={`${id}-method`} value="check" checked={method === 'check'} onChange={() => setMethod('check')} /> Check
          </label>
          <label className="admin-radio">
            <input type="radio" name={`${id}-method`} value="transfer" checked={method === 'transfer'} onChange={() => setMethod('transfer')} /> Bank transfer
          </label>
        </fieldset>
        <div className={`admin-field${errors.amount ? ' admin-field--error' : ''}`}>
          <label className="admin-field__label" htmlFor={`${id}-amount`}>
            Amount received (USD)
          </label>
          {error('amount')}
          <input className="admin-input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} {...fieldProps('amount')} />
        </div>
        <div className={`admin-field${errors.receivedOn ? ' admin-field--error' : ''}`}>
          <label className="admin-field__label" htmlFor={`${id}-receivedOn`}>
            Date received
          </label>
          {error('receivedOn')}
          <input className="admin-input" type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} {...fieldProps('receivedOn')} />
        </div>
        <div className={`admin-field${errors.reference ? ' admin-field--error' : ''}`}>
          <label className="admin-field__label" htmlFor={`${id}-reference`}>
            {method === 'check' ? 'Check number' : 'Transfer reference'}
          </label>
          {error('reference')}
          <input className="admin-input" value={reference} onChange={(e) => setReference(e.target.value)} {...fieldProps('reference')} />
        </div>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--gold" disabled={saving}>
            {saving ? 'Recording...' : 'Record payment'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
