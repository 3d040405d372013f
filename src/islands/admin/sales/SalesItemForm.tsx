// One item's sales settings (a level, a room or a sponsor level): state, opening and closing times
// (venue time), capacity, price and the optional early-bird step. Checked with the server's own
// schema before sending; the server's field errors and a 409 (someone saved meanwhile: the current
// values are shown) come back into the same form.
import { useState, type SubmitEvent } from 'react';
import { formatAmount } from '../../../domain/money.ts';
import { fieldErrors } from '../../../domain/schemas.ts';
import { saleStateLabels, salesItemInputSchema, type AdminSalesItem, type SalesItemInput } from '../../../domain/sales-admin.ts';
import type { SaveAnswer } from '../admin-api.ts';
import { AdminField, ErrorList } from './FormParts.tsx';

const toInput = (item: AdminSalesItem): SalesItemInput => ({
  version: item.version,
  state: item.state,
  opensAt: item.opensAt,
  closesAt: item.closesAt,
  capacity: item.capacity === null ? '' : String(item.capacity),
  price: formatAmount(item.priceCents),
  earlyPrice: item.earlyPriceCents === null ? '' : formatAmount(item.earlyPriceCents),
  earlyUntil: item.earlyUntil,
});

interface Props {
  item: AdminSalesItem;
  onSave: (input: SalesItemInput) => Promise<SaveAnswer<AdminSalesItem> | undefined>;
  onDone: (item: AdminSalesItem) => void;
  onCancel: () => void;
}

export default function SalesItemForm({ item, onSave, onDone, onCancel }: Props) {
  const prefix = `sales-${item.id}`;
  const [values, setValues] = useState<SalesItemInput>(() => toInput(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const set = (field: keyof SalesItemInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = salesItemInputSchema.safeParse(values);
    if (!parsed.success) {
      setMessage(undefined);
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    const answer = await onSave(values);
    setSaving(false);
    if (!answer) return;
    if (answer.ok) return onDone(answer.saved);
    setErrors(answer.errors);
    setMessage(answer.message);
    // Someone saved meanwhile: show their values, to check and save again.
    if (answer.current) setValues(toInput(answer.current));
  }

  const text = (field: 'opensAt' | 'closesAt' | 'earlyUntil' | 'capacity' | 'price' | 'earlyPrice', label: string, hint?: string, type = 'text') => (
    <AdminField id={`${prefix}-${field}`} label={label} hint={hint} error={errors[field]}>
      {(aria) => (
        <input
          {...aria}
          className="admin-input"
          type={type}
          inputMode={field === 'capacity' ? 'numeric' : field.includes('rice') ? 'decimal' : undefined}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
        />
      )}
    </AdminField>
  );

  return (
    <form className="admin-sales__form" noValidate onSubmit={submit} aria-label={`Sales settings for ${item.name}`}>
      <ErrorList prefix={prefix} errors={errors} message={message} />
      <fieldset className="admin-fieldset">
        <legend className="admin-field__label">State</legend>
        {errors.state ? <p className="admin-field__error">{errors.state}</p> : null}
        <div className="admin-sales__radios">
          {(Object.keys(saleStateLabels) as (keyof typeof saleStateLabels)[]).map((state) => (
            <label key={state} className="admin-radio">
              <input type="radio" name={`${prefix}-state`} id={state === 'on_sale' ? `${prefix}-state` : undefined} checked={values.state === state} onChange={() => set('state')(state)} />
              {saleStateLabels[state]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="admin-sales__pair">
        {text('opensAt', 'Opens at', 'Venue time (Central). Blank: on sale as soon as the state is On sale.', 'datetime-local')}
        {text('closesAt', 'Closes at', 'Venue time (Central). Blank: no closing time.', 'datetime-local')}
      </div>
      {text('capacity', 'Capacity', 'Places in all. Blank for unlimited. Lowering it cancels nobody.')}
      {text('price', 'Price', 'In dollars. Applies to registrations made after saving.')}
      <div className="admin-sales__pair">
        {text('earlyPrice', 'Early-bird price', 'Optional, in dollars, lower than the price.')}
        {text('earlyUntil', 'Early-bird price ends', 'Venue time (Central).', 'datetime-local')}
      </div>
      <div className="admin-card__actions">
        <button type="submit" className="admin-button admin-button--gold" disabled={saving}>
          {saving ? 'Saving...' : `Save ${item.name}`}
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
