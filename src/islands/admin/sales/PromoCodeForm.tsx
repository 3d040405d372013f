// A promo code, new or edited: the code, what it takes off (an amount, a percentage, or a fixed
// price), the levels it applies to with the message shown otherwise, its uses and its days.
import { useState, type SubmitEvent } from 'react';
import { getRegistrationLevels } from '../../../domain/levels.ts';
import { formatAmount } from '../../../domain/money.ts';
import { fieldErrors } from '../../../domain/schemas.ts';
import { promoCodeInputSchema, type AdminPromoCode, type PromoCodeInput } from '../../../domain/sales-admin.ts';
import type { SaveAnswer } from '../admin-api.ts';
import { AdminField, ErrorList } from './FormParts.tsx';

const levels = getRegistrationLevels();

export const emptyPromo: PromoCodeInput = { code: '', kind: 'off', amount: '', levelIds: [], restrictionMessage: '', maxUses: '', firstDay: '', lastDay: '', disabled: false };

export const promoInput = (c: AdminPromoCode): PromoCodeInput => ({
  version: c.version,
  code: c.code,
  kind: c.kind,
  amount: c.kind === 'percent' ? String(c.value) : formatAmount(c.value),
  levelIds: c.levelIds,
  restrictionMessage: c.restrictionMessage ?? '',
  maxUses: c.maxUses === null ? '' : String(c.maxUses),
  firstDay: c.firstDay ?? '',
  lastDay: c.lastDay ?? '',
  disabled: c.disabled,
});

const kinds = [
  { value: 'off', label: 'Amount off (dollars)' },
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed price (dollars)' },
] as const;

interface Props {
  code: AdminPromoCode | null;
  onSave: (input: PromoCodeInput) => Promise<SaveAnswer<AdminPromoCode> | undefined>;
  onDone: (code: AdminPromoCode) => void;
  onCancel: () => void;
}

export default function PromoCodeForm({ code, onSave, onDone, onCancel }: Props) {
  const prefix = `promo-${code?.id ?? 'new'}`;
  const [values, setValues] = useState<PromoCodeInput>(() => (code ? promoInput(code) : emptyPromo));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PromoCodeInput>(field: K, value: PromoCodeInput[K]) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = promoCodeInputSchema.safeParse(values);
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
    if (answer.current) setValues(promoInput(answer.current));
  }

  const text = (field: 'code' | 'amount' | 'maxUses' | 'firstDay' | 'lastDay' | 'restrictionMessage', label: string, hint?: string, type = 'text') => (
    <AdminField id={`${prefix}-${field}`} label={label} hint={hint} error={errors[field]}>
      {(aria) => (
        <input
          {...aria}
          className="admin-input"
          type={type}
          inputMode={field === 'maxUses' ? 'numeric' : field === 'amount' ? 'decimal' : undefined}
          autoCapitalize={field === 'code' ? 'none' : undefined}
          value={values[field] ?? ''}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </AdminField>
  );

  return (
    <form className="admin-sales__form" noValidate onSubmit={submit} aria-label={code ? `Edit promo code ${code.code}` : 'New promo code'}>
      <ErrorList prefix={prefix} errors={errors} message={message} />
      {text('code', 'Code', 'Up to 40 characters, no spaces. Visitors may type it in any case.')}
      <AdminField id={`${prefix}-kind`} label="Discount" error={errors.kind}>
        {(aria) => (
          <select {...aria} className="admin-input admin-input--select" value={values.kind} onChange={(e) => set('kind', e.target.value as PromoCodeInput['kind'])}>
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      {text('amount', values.kind === 'percent' ? 'Percentage' : 'Amount', values.kind === 'percent' ? '1 to 100. Rooms are always charged in full.' : 'In dollars. Rooms are always charged in full.')}
      <fieldset className="admin-fieldset">
        <legend className="admin-field__label">Levels</legend>
        <p className="admin-card__note">None ticked: every level.</p>
        {levels.map((level) => (
          <label key={level.id} className="admin-radio">
            <input
              type="checkbox"
              checked={values.levelIds?.includes(level.id) ?? false}
              onChange={(e) => set('levelIds', e.target.checked ? [...(values.levelIds ?? []), level.id] : (values.levelIds ?? []).filter((id) => id !== level.id))}
            />
            {level.name}
          </label>
        ))}
      </fieldset>
      {(values.levelIds?.length ?? 0) > 0 ? text('restrictionMessage', 'Message for other levels', 'Blank: "<Code> promo code can only be applied to \'<Level>\' registration."') : null}
      {text('maxUses', 'Uses', '1 for single-use, a number, or blank for unlimited. Held registrations count.')}
      <div className="admin-sales__pair">
        {text('firstDay', 'First day', 'Optional, venue time.', 'date')}
        {text('lastDay', 'Last day', 'Optional, venue time.', 'date')}
      </div>
      {code ? (
        <label className="admin-radio">
          <input type="checkbox" checked={values.disabled ?? false} onChange={(e) => set('disabled', e.target.checked)} />
          Disabled (answers "Invalid promo code")
        </label>
      ) : null}
      <div className="admin-card__actions">
        <button type="submit" className="admin-button admin-button--gold" disabled={saving}>
          {saving ? 'Saving...' : code ? `Save ${code.code}` : 'Create promo code'}
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
