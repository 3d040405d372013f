// The waiting list's two settings: how long an offer keeps a place, and how long before the event
// offers stop. Checked with the server's own schema before sending; the server's field errors
// come back beside the same fields.
import { offerTimesSchema } from '../../../domain/waiting-list/join-schema.ts';
import { offerTimesInput, type OfferTimesFields } from '../../../domain/waiting-list/admin-list.ts';
import type { OfferTimes } from '../../../domain/waiting-list/offer-lifetime.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { Field } from '../../forms/Field.tsx';
import { messages } from '../display.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { saveOfferTimes, waitingListRefusals } from './waiting-list-api.ts';

const toFields = (times: OfferTimes): OfferTimesFields => ({ offerHours: String(times.offerHours), cutoffHours: String(times.cutoffHours) });
const check = checkWith<ReturnType<typeof offerTimesInput>>(offerTimesSchema);

interface Props {
  settings: OfferTimes;
  onDone: (settings: OfferTimes) => void;
}

export default function OfferTimesForm({ settings, onDone }: Props) {
  const prefix = 'waiting-list-settings';
  const { guarded } = useAdminSession();
  const form = useAdminForm({
    initial: () => toFields(settings),
    idOf: (field) => `${prefix}-${field}`,
    check: (fields) => check(offerTimesInput(fields)),
    send: (fields) => guarded((token) => saveOfferTimes(token, offerTimesSchema.parse(offerTimesInput(fields))), messages.salesSaveFailed, waitingListRefusals),
    onDone: (saved, { reset }) => {
      reset(toFields(saved));
      onDone(saved);
    },
  });

  return (
    <form className="admin-sales__form admin-waiting__settings" noValidate onSubmit={(event) => void form.submit(event)} aria-label="Waiting list settings">
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <div className="admin-sales__pair">
        <Field
          {...form.field('offerHours')}
          label="Offer time (hours)"
          hint="An offer keeps the place for its person alone this long (1 to 168). Close to the event it is shorter."
          inputMode="numeric"
        />
        <Field
          {...form.field('cutoffHours')}
          label="No offers in the last (hours before the event)"
          hint="From this many hours before the event starts, no offers are made (0 to 168)."
          inputMode="numeric"
        />
      </div>
      <div className="admin-card__actions">
        <button type="submit" className="admin-button admin-button--gold" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save the settings'}
        </button>
      </div>
    </form>
  );
}
