// One tournament's set-up: its name, tables, starting stack, start (venue time), the registration
// levels that play it and the blind structure. Checked with the server's own schema before sending,
// each error beside its field (a structure's in its cell); the server's field errors come back the
// same way. Someone saved meanwhile (409): their values (sent with the refusal) are shown, with the
// server's message, to check and save again.
import { useId, useMemo } from 'react';
import { eventDay } from '../../../data/event-day.ts';
import type { AdminNight, AdminTournament } from '../../../domain/tournament/contract.ts';
import { setupFields, type SetupFields } from '../../../domain/tournament/setup-form.ts';
import { tournamentSetupSchema } from '../../../domain/tournament/setup.ts';
import { zoneName } from '../../../domain/venue-time.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { ErrorMessage, errorIdFor, Field } from '../../forms/Field.tsx';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { currentTournament, fetchNight, nightRefusals, saveSetup } from './night-api.ts';
import StructureEditor from './StructureEditor.tsx';
import { SaveOrCancel } from '../kit/SaveOrCancel.tsx';

interface Props {
  tournament: AdminTournament;
  levels: AdminNight['levels'];
  onDone: (tournament: AdminTournament) => void;
  /** The tournament as someone else saved it (after a 409). */
  onReloaded: (tournament: AdminTournament) => void;
  onCancel: () => void;
}

export default function SetupForm({ tournament, levels, onDone, onReloaded, onCancel }: Props) {
  const prefix = useId();
  const { guarded } = useAdminSession();
  const schema = useMemo(() => tournamentSetupSchema(levels.map((l) => l.id)), [levels]);
  const form = useAdminForm<SetupFields, AdminTournament>({
    initial: () => setupFields(tournament),
    idOf: (field) => `${prefix}-${field}`,
    check: checkWith(schema),
    send: (values) =>
      guarded((token) => saveSetup(token, tournament.id, values.version, schema.parse(values)), (f) => refusalText(f, 'The set-up was not saved. Please try again.'), nightRefusals),
    onDone,
    onRefused: (refusal, { setValues }) => {
      if (refusal.status !== 409) return;
      // Someone saved meanwhile: their values, and their version, to check and save again (read
      // again when the answer does not carry them).
      const show = (current: AdminTournament | undefined) => {
        if (!current) return;
        setValues(setupFields(current));
        onReloaded(current);
      };
      const sent = currentTournament(refusal);
      if (sent) return show(sent);
      void guarded(fetchNight, 'Failed to load the set-up saved meanwhile. Please reload the page.').then((result) =>
        show(result?.ok ? result.data.tournaments.find((t) => t.id === tournament.id) : undefined),
      );
    },
  });
  const idOf = (field: string) => `${prefix}-${field}`;
  const levelsError = form.errors.entitlingLevelIds;
  const chosen = form.values.entitlingLevelIds;

  return (
    <form className="admin-sales__form admin-night__setup" noValidate onSubmit={(event) => void form.submit(event)} aria-label={`Set-up of the ${tournament.name}`}>
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <Field {...form.field('name')} label="Name" hint="As the clock and the door's screen show it." />
      <div className="admin-night__pair">
        <Field {...form.field('tableCount')} label="Tables" hint="Enough for everyone who plays it." inputMode="numeric" />
        <Field {...form.field('seatsPerTable')} label="Seats per table" hint="2 to 12." inputMode="numeric" />
      </div>
      <div className="admin-night__pair">
        <Field {...form.field('startingStack')} label="Starting stack" hint="Chips each player starts with." inputMode="numeric" />
        <Field {...form.field('startsAt')} label="Start" hint={`Venue time (${zoneName(eventDay.timeZone)}). The door seats a player in the tournament that starts next.`} type="datetime-local" />
      </div>
      <fieldset className="admin-fieldset" aria-describedby={levelsError ? errorIdFor(idOf('entitlingLevelIds')) : undefined}>
        <legend className="admin-field__label">Registration levels that play it</legend>
        <ErrorMessage id={errorIdFor(idOf('entitlingLevelIds'))} message={levelsError} />
        <div className="admin-sales__radios">
          {levels.map((level, i) => (
            <label key={level.id} className="admin-radio">
              <input
                type="checkbox"
                id={i === 0 ? idOf('entitlingLevelIds') : undefined}
                checked={chosen.includes(level.id)}
                onChange={(event) =>
                  form.set('entitlingLevelIds', event.target.checked ? [...chosen, level.id] : chosen.filter((id) => id !== level.id))
                }
              />
              {level.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend className="admin-field__label">Blind structure</legend>
        <p className="admin-card__note">
          Levels and breaks in the order they are played. The ante is a big blind ante (the big blind posts it for the table). A correction
          during play keeps the clock on the same level, with the time already played.
        </p>
        <StructureEditor
          rows={form.values.structure}
          errors={form.errors}
          idOf={idOf}
          onEdit={(structure) => form.set('structure', structure)}
          onRestructure={(structure) => form.reset({ ...form.values, structure })}
        />
      </fieldset>
      <SaveOrCancel busy={form.busy} label={`Save the ${tournament.name}`} onCancel={onCancel} />
    </form>
  );
}
