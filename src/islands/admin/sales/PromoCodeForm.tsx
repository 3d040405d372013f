// A promo code, new or edited: the code, what it takes off (an amount, a percentage, or a fixed
// price), the levels it applies to with the message shown otherwise, its uses and its days.
import { getRegistrationLevels } from '../../../data/levels.ts';
import { formatAmount } from '../../../domain/money.ts';
import { promoCodeInputSchema, type AdminPromoCode, type PromoCodeInput } from '../../../domain/sales-admin.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { Field, SelectField } from '../../forms/Field.tsx';
import { currentPromoCode, savePromoCode, saveRefusals } from '../admin-api.ts';
import { messages } from '../display.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { SaveOrCancel } from '../kit/SaveOrCancel.tsx';

const levels = getRegistrationLevels();

const emptyPromo: PromoCodeInput = { code: '', kind: 'off', amount: '', levelIds: [], restrictionMessage: '', maxUses: '', firstDay: '', lastDay: '', disabled: false };

const promoInput = (c: AdminPromoCode): PromoCodeInput => ({
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
];

interface Props {
  /** Null for a new code. */
  code: AdminPromoCode | null;
  onDone: (code: AdminPromoCode) => void;
  onCancel: () => void;
}

export default function PromoCodeForm({ code, onDone, onCancel }: Props) {
  const prefix = `promo-${code?.id ?? 'new'}`;
  const { guarded } = useAdminSession();
  const form = useAdminForm({
    initial: () => (code ? promoInput(code) : emptyPromo),
    idOf: (field) => `${prefix}-${field}`,
    check: checkWith(promoCodeInputSchema),
    send: (values) => guarded((token) => savePromoCode(token, code?.id ?? null, values), messages.salesSaveFailed, saveRefusals),
    onDone,
    // Someone saved meanwhile: show their values, to check and save again.
    onRefused: (refusal, { setValues }) => {
      const current = currentPromoCode(refusal);
      if (current) setValues(promoInput(current));
    },
  });
  const { values, set } = form;

  return (
    <form className="admin-sales__form" noValidate onSubmit={(event) => void form.submit(event)} aria-label={code ? `Edit promo code ${code.code}` : 'New promo code'}>
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <Field {...form.field('code')} label="Code" hint="Up to 40 characters, no spaces. Visitors may type it in any case." autoCapitalize="none" />
      <SelectField {...form.field('kind')} label="Discount" options={kinds} />
      <Field
        {...form.field('amount')}
        label={values.kind === 'percent' ? 'Percentage' : 'Amount'}
        hint={values.kind === 'percent' ? '1 to 100. Rooms are always charged in full.' : 'In dollars. Rooms are always charged in full.'}
        inputMode="decimal"
      />
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
      {(values.levelIds?.length ?? 0) > 0 ? (
        <Field
          {...form.field('restrictionMessage')}
          label="Message for other levels"
          hint={'Blank: "<Code> promo code can only be applied to \'<Level>\' registration."'}
        />
      ) : null}
      <Field {...form.field('maxUses')} label="Uses" hint="1 for single-use, a number, or blank for unlimited. Held registrations count." inputMode="numeric" />
      <div className="admin-sales__pair">
        <Field {...form.field('firstDay')} label="First day" hint="Optional, venue time." type="date" />
        <Field {...form.field('lastDay')} label="Last day" hint="Optional, venue time." type="date" />
      </div>
      {code ? (
        <label className="admin-radio">
          <input type="checkbox" checked={values.disabled ?? false} onChange={(e) => set('disabled', e.target.checked)} />
          Disabled (answers "Invalid promo code")
        </label>
      ) : null}
      <SaveOrCancel busy={form.busy} label={code ? `Save ${code.code}` : 'Create promo code'} onCancel={onCancel} />
    </form>
  );
}
