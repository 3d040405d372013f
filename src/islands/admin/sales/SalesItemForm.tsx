// One item's sales settings (a level, a room or a sponsor level): state, opening and closing times
// (venue time), capacity, price and the optional early-bird step. Checked with the server's own
// schema before sending; the server's field errors and a 409 (someone saved meanwhile: the current
// values are shown) come back into the same form.
import { formatAmount } from '../../../domain/money.ts';
import { saleStateLabels, salesItemInputSchema, type AdminSalesItem, type SalesItemInput } from '../../../domain/sales-admin.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { ErrorMessage, errorIdFor, Field } from '../../forms/Field.tsx';
import { currentSalesItem, saveRefusals, saveSalesItem } from '../admin-api.ts';
import { messages } from '../display.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { eventDay } from '../../../data/event-day.ts';
import { zoneName } from '../../../domain/venue-time.ts';
import { SaveOrCancel } from '../kit/SaveOrCancel.tsx';

/** The venue's zone, the content's (the server reads these times on the same clock). */
const venueZone = zoneName(eventDay.timeZone);

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
  onDone: (item: AdminSalesItem) => void;
  onCancel: () => void;
}

export default function SalesItemForm({ item, onDone, onCancel }: Props) {
  const prefix = `sales-${item.id}`;
  const { guarded } = useAdminSession();
  const form = useAdminForm({
    initial: () => toInput(item),
    idOf: (field) => `${prefix}-${field}`,
    check: checkWith(salesItemInputSchema),
    send: (values) => guarded((token) => saveSalesItem(token, item.id, values), messages.salesSaveFailed, saveRefusals),
    onDone,
    // Someone saved meanwhile: show their values, to check and save again.
    onRefused: (refusal, { setValues }) => {
      const current = currentSalesItem(refusal);
      if (current) setValues(toInput(current));
    },
  });
  const stateError = form.errors.state;

  return (
    <form className="admin-sales__form" noValidate onSubmit={(event) => void form.submit(event)} aria-label={`Sales settings for ${item.name}`}>
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <fieldset className="admin-fieldset" aria-describedby={stateError ? errorIdFor(`${prefix}-state`) : undefined}>
        <legend className="admin-field__label">State</legend>
        <ErrorMessage id={errorIdFor(`${prefix}-state`)} message={stateError} />
        <div className="admin-sales__radios">
          {(Object.keys(saleStateLabels) as (keyof typeof saleStateLabels)[]).map((state) => (
            <label key={state} className="admin-radio">
              <input
                type="radio"
                name={`${prefix}-state`}
                id={state === 'on_sale' ? `${prefix}-state` : undefined}
                checked={form.values.state === state}
                onChange={() => form.set('state', state)}
              />
              {saleStateLabels[state]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="admin-sales__pair">
        <Field {...form.field('opensAt')} label="Opens at" hint={`Venue time (${venueZone}). Blank: on sale as soon as the state is On sale.`} type="datetime-local" />
        <Field {...form.field('closesAt')} label="Closes at" hint={`Venue time (${venueZone}). Blank: no closing time.`} type="datetime-local" />
      </div>
      <Field {...form.field('capacity')} label="Capacity" hint="Places in all. Blank for unlimited. Lowering it cancels nobody." inputMode="numeric" />
      <Field {...form.field('price')} label="Price" hint="In dollars. Applies to registrations made after saving." inputMode="decimal" />
      <div className="admin-sales__pair">
        <Field {...form.field('earlyPrice')} label="Early-bird price" hint="Optional, in dollars, lower than the price." inputMode="decimal" />
        <Field {...form.field('earlyUntil')} label="Early-bird price ends" hint={`Venue time (${venueZone}).`} type="datetime-local" />
      </div>
      <SaveOrCancel busy={form.busy} label={`Save ${item.name}`} onCancel={onCancel} />
    </form>
  );
}
