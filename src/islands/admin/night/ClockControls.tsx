// The clock from the floor's phone: the level now, the time left counting down, what comes next,
// and big buttons to start, pause, resume, add or take off a minute and move a level. Each press
// names the step this screen shows, so two helpers pressing Next at once move one level: the
// second is told the clock has moved on. Players left, with the average stack, under the buttons.
import { useEffect, useId, useRef, useState } from 'react';
import { averageInBigBlinds, averageStack } from '../../../domain/tournament/chips.ts';
import { clockAt, clockText, type ClockAction, type ClockView } from '../../../domain/tournament/clock.ts';
import { clockAnnouncement, currentWords, stepWords } from '../../../domain/tournament/clock-words.ts';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { playersLeftInputSchema } from '../../../domain/tournament/floor-input.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { Field } from '../../forms/Field.tsx';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { checkWith, useAdminForm } from '../kit/use-admin-form.ts';
import { nightRefusals, pressClock, setPlayersLeft } from './night-api.ts';
import { useServerNow } from './use-server-clock.ts';

interface Props {
  tournament: AdminTournament;
  /** The ms to add to this phone's clock for the server's. */
  offset: number;
  onChange: (tournament: AdminTournament) => void;
  /** The clock moved on elsewhere: read the night again. */
  onStale: () => void;
}

const statusLabels: Record<ClockView['status'], string> = { 'not-started': 'Not started', running: 'Running', paused: 'Paused' };
const failed = 'The clock did not change. Please try again.';
const grouped = (n: number) => n.toLocaleString('en-US');

/** The start, pause or resume button: the one the clock's state allows. */
const mainAction = (view: ClockView): { action: ClockAction; label: string } =>
  view.status === 'not-started' ? { action: 'start', label: 'Start' } : view.status === 'running' ? { action: 'pause', label: 'Pause' } : { action: 'resume', label: 'Resume' };

export default function ClockControls({ tournament, offset, onChange, onStale }: Props) {
  const id = useId();
  const { guarded } = useAdminSession();
  const now = useServerNow(offset);
  const view = clockAt(tournament.structure, tournament.clock, now);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const announcement = useAnnouncement(view);

  async function press(action: ClockAction) {
    setBusy(true);
    setRefused(null);
    const result = await guarded((token) => pressClock(token, tournament.id, { action, stepIndex: view.stepIndex }), (f) => refusalText(f, failed), nightRefusals);
    setBusy(false);
    if (result?.ok) onChange(result.data);
    else if (result) {
      setRefused(result.message);
      onStale();
    }
  }

  const main = mainAction(view);
  const started = view.status !== 'not-started';
  const average = averageStack(tournament);
  // On a break, in the big blinds of the level after it.
  const inBigBlinds = averageInBigBlinds(tournament, view.step.kind === 'level' ? view.step.bigBlind : (view.nextLevel?.bigBlind ?? 0));

  return (
    <div className="admin-night__clock">
      <p className="admin-night__status">
        <span className={`admin-badge admin-badge--${view.status === 'running' ? 'ok' : view.status === 'paused' ? 'state-pending' : 'neutral'}`}>{statusLabels[view.status]}</span>
      </p>
      <p className="admin-night__level">{currentWords(view)}</p>
      <p className="admin-night__time">
        <span className="visually-hidden">Time left: </span>
        {clockText(view.timeLeftMs)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <dl className="admin-night__facts">
        <div>
          <dt>Next</dt>
          <dd>{view.nextLevel ? `Level ${view.nextLevelNumber}: ${stepWords(view.nextLevel)}` : 'The last level'}</dd>
        </div>
        {view.nextBreak && view.msToNextBreak !== null ? (
          <div>
            <dt>{view.nextBreak.name} in</dt>
            <dd>{clockText(view.msToNextBreak)}</dd>
          </div>
        ) : null}
      </dl>

      <div className="admin-night__buttons" role="group" aria-label={`Clock of the ${tournament.name}`}>
        <button type="button" className="admin-button admin-button--gold admin-night__big admin-night__main" disabled={busy} onClick={() => void press(main.action)}>
          {main.label}
        </button>
        <button type="button" className="admin-button admin-button--outline admin-night__big" disabled={busy || !started} onClick={() => void press('remove-minute')}>
          −1 min
        </button>
        <button type="button" className="admin-button admin-button--outline admin-night__big" disabled={busy || !started} onClick={() => void press('add-minute')}>
          +1 min
        </button>
        <button type="button" className="admin-button admin-button--outline admin-night__big" disabled={busy || view.stepIndex === 0} onClick={() => void press('previous')}>
          Previous level
        </button>
        <button
          type="button"
          className="admin-button admin-button--outline admin-night__big"
          disabled={busy || view.stepIndex === tournament.structure.length - 1}
          onClick={() => void press('next')}
        >
          Next level
        </button>
      </div>
      {refused ? (
        <p className="admin-night__refused" role="alert">
          {refused}
        </p>
      ) : null}

      <section className="admin-night__field" aria-labelledby={`${id}-field`}>
        <h4 id={`${id}-field`} className="admin-announce__heading">Players</h4>
        <p className="admin-card__note">
          {grouped(tournament.entries)} {tournament.entries === 1 ? 'entry' : 'entries'}
          {average !== null ? ` · average stack ${grouped(average)}${inBigBlinds !== null ? ` (${inBigBlinds} big blinds)` : ''}` : ''}
        </p>
        <PlayersLeftForm key={`${tournament.id}-${tournament.playersLeft}`} tournament={tournament} onChange={onChange} />
      </section>
    </div>
  );
}

/** What the screen reader is told: the level when it changes, a pause, a resume (never the seconds); nothing when the panel opens. */
function useAnnouncement(view: ClockView): string {
  const shown = useRef<ClockView | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (shown.current) setSaid(clockAnnouncement(shown.current, view) ?? '');
    shown.current = view;
    // Only a new step or state is worth saying, not each second's view.
  }, [view.stepIndex, view.status]);
  return said;
}

const checkPlayersLeft = checkWith<{ playersLeft: string }>(playersLeftInputSchema);

function PlayersLeftForm({ tournament, onChange }: { tournament: AdminTournament; onChange: (tournament: AdminTournament) => void }) {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const form = useAdminForm({
    initial: { playersLeft: String(tournament.playersLeft) },
    idOf: (field) => `${id}-${field}`,
    check: checkPlayersLeft,
    send: (values) =>
      guarded((token) => setPlayersLeft(token, tournament.id, playersLeftInputSchema.parse(values).playersLeft), (f) => refusalText(f, 'The players left were not saved. Please try again.'), nightRefusals),
    onDone: (saved) => {
      onChange(saved);
      say('success', `${tournament.name}: ${grouped(saved.playersLeft)} players left.`);
    },
  });
  return (
    <form className="admin-night__inline-form" noValidate onSubmit={(event) => void form.submit(event)} aria-label={`Players left in the ${tournament.name}`}>
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <Field {...form.field('playersLeft')} label="Players left" hint="The TV shows it with the average stack." inputMode="numeric" />
      <button type="submit" className="admin-button admin-button--outline" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save players left'}
      </button>
    </form>
  );
}
