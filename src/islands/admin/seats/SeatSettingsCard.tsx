// "Company seats" in the sales panel: the most seats one registration may buy, and how many hours
// before the event players' transfers close. Loads its own settings; checked with the server's
// schema before sending, and the server's field errors come back beside the same fields.
import { useEffect, useId, useState } from 'react';
import type { SeatSettings } from '../../../domain/seats/contract.ts';
import { seatSettingsSchema } from '../../../domain/seats/schemas.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { Field } from '../../forms/Field.tsx';
import { messages } from '../display.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { fetchSeatSettings, saveSeatSettings, seatRefusals } from './seats-api.ts';

type Fields = Record<keyof SeatSettings, string>;

const toFields = (s: SeatSettings): Fields => ({ maxSeats: String(s.maxSeats), transferCutoffHours: String(s.transferCutoffHours) });
/** A blank field is missing (refused as not a number), never coerced to 0 (which would close transfers at the start). */
const input = (f: Fields) => ({ maxSeats: f.maxSeats.trim() || undefined, transferCutoffHours: f.transferCutoffHours.trim() || undefined });
const check = checkWith<ReturnType<typeof input>>(seatSettingsSchema);

export default function SeatSettingsCard() {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const [loaded, setLoaded] = useState<SeatSettings | null>(null);

  useEffect(() => {
    void guarded(fetchSeatSettings, 'Failed to load the seat settings. Please try again.').then((result) => {
      if (result?.ok) setLoaded(result.data);
    });
  }, [guarded]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-announce__heading">Company seats</h3>
      <p className="admin-card__note">
        A company can buy several seats of a player level in one registration, pay once and name the players later. Each seat takes a place. Seats
        not named yet can be named at any time; a named seat can be handed to a colleague until transfers close. After that, you can still move a
        seat from the registrations list.
      </p>
      {loaded ? (
        <SeatSettingsForm
          key={`${loaded.maxSeats}-${loaded.transferCutoffHours}`}
          settings={loaded}
          onDone={(saved) => {
            say('success', 'Company seat settings saved.');
            setLoaded(saved);
          }}
        />
      ) : (
        <p aria-live="polite">Loading the seat settings...</p>
      )}
    </section>
  );
}

function SeatSettingsForm({ settings, onDone }: { settings: SeatSettings; onDone: (saved: SeatSettings) => void }) {
  const prefix = 'seat-settings';
  const { guarded } = useAdminSession();
  const form = useAdminForm({
    initial: () => toFields(settings),
    idOf: (field) => `${prefix}-${field}`,
    check: (fields) => check(input(fields)),
    send: (fields) => guarded((token) => saveSeatSettings(token, seatSettingsSchema.parse(input(fields))), messages.salesSaveFailed, seatRefusals),
    onDone: (saved) => onDone(saved),
  });

  return (
    <form className="admin-sales__form" noValidate onSubmit={(event) => void form.submit(event)} aria-label="Company seat settings">
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <div className="admin-sales__pair">
        <Field {...form.field('maxSeats')} label="Most seats in one registration" hint="1 to 50. 1 means one seat per registration: no company orders." inputMode="numeric" />
        <Field
          {...form.field('transferCutoffHours')}
          label="Transfers close (hours before the event)"
          hint="Players and buyers can hand a seat over until this many hours before the event starts (0 to 720; 48 unless you change it)."
          inputMode="numeric"
        />
      </div>
      <div className="admin-card__actions">
        <button type="submit" className="admin-button admin-button--gold" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save the seat settings'}
        </button>
      </div>
    </form>
  );
}
