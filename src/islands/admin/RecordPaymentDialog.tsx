// The organizer records a check or bank transfer for an unpaid registration: method, amount (the
// registration's, filled in), the day it came, the check number or transfer reference. A native
// modal <dialog>; errors beside each field, as the server names them.
import { useEffect, useId, useRef } from 'react';
import { formatAmount, parseAmount } from '../../domain/money.ts';
import { offlinePaymentSchema, type OfflinePaymentInput, type OfflinePaymentResult } from '../../domain/offline-payment.ts';
import { ErrorMessage, errorIdFor, Field } from '../forms/Field.tsx';
import { recordOfflinePayment, type AdminListItem } from './admin-api.ts';
import { messages } from './display.ts';
import { useAdminSession } from './kit/session.tsx';
import { checkWith, useAdminForm } from './kit/use-admin-form.ts';

interface Props {
  item: AdminListItem | null;
  onDone: (result: OfflinePaymentResult) => void;
  onCancel: () => void;
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The form as it opens for `item`: a check of the registration's amount, received today. */
function initialFor(item: AdminListItem | null): OfflinePaymentInput {
  const cents = item?.amount ? parseAmount(item.amount) : null;
  return { method: 'check', amount: cents === null ? '' : formatAmount(cents), receivedOn: today(), reference: '' };
}

export default function RecordPaymentDialog({ item, onDone, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { guarded } = useAdminSession();
  const form = useAdminForm({
    initial: () => initialFor(item),
    idOf: (field) => `${id}-${field}`,
    // Built when checked: the schema knows today's date.
    check: (payment) => checkWith<OfflinePaymentInput>(offlinePaymentSchema())(payment),
    send: (payment) => (item ? guarded((token) => recordOfflinePayment(token, item.registrationId, payment), messages.recordPaymentFailed, [400, 404, 409]) : Promise.resolve(undefined)),
    onDone,
  });
  const { values, set, reset } = form;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (item && !dialog.open) {
      reset(initialFor(item));
      dialog.showModal();
    }
    if (!item && dialog.open) dialog.close();
    // Only a new `item` opens it afresh (`reset` is a new function at each render).
  }, [item]);

  const methodError = form.errors.method;
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
      <form onSubmit={(event) => void form.submit(event)} noValidate>
        <h2 id={`${id}-title`} className="admin-dialog__title">
          Record a check or bank transfer
        </h2>
        {item ? (
          <p>
            For <strong>{item.registrationId}</strong>, {item.firstName} {item.lastName} ({item.registrationTypeName}). The registration becomes
            paid and the registrant receives the confirmation e-mail with the receipt.
          </p>
        ) : null}
        {form.summary.message ? (
          <p className="admin-dialog__alert" role="alert">
            {form.summary.message}
          </p>
        ) : null}
        <fieldset
          className={`admin-field admin-fieldset${methodError ? ' admin-field--error' : ''}`}
          aria-describedby={methodError ? errorIdFor(`${id}-method`) : undefined}
        >
          <legend className="admin-field__label">Method</legend>
          <ErrorMessage id={errorIdFor(`${id}-method`)} message={methodError} />
          <label className="admin-radio">
            <input type="radio" name={`${id}-method`} value="check" checked={values.method === 'check'} onChange={() => set('method', 'check')} /> Check
          </label>
          <label className="admin-radio">
            <input type="radio" name={`${id}-method`} value="transfer" checked={values.method === 'transfer'} onChange={() => set('method', 'transfer')} /> Bank transfer
          </label>
        </fieldset>
        <Field {...form.field('amount')} label="Amount received (USD)" inputMode="decimal" />
        <Field {...form.field('receivedOn')} label="Date received" type="date" />
        <Field {...form.field('reference')} label={values.method === 'check' ? 'Check number' : 'Transfer reference'} />
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--gold" disabled={form.busy}>
            {form.busy ? 'Recording...' : 'Record payment'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
