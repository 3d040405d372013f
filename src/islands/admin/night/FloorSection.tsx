// The tournament in play on the floor's phone: players left and the average stack (from the
// floor's answer, as the clock shows them), the results once one player is left, what the room has
// to do (a break or a balancing move), the tables for putting players out, and the players out
// with the undo. Each part replaces the tournament with the server's answer.
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { averageStack } from '../../../domain/tournament/chips.ts';
import FloorTaskCard from './FloorTaskCard.tsx';
import OutList from './OutList.tsx';
import PublishResults from './PublishResults.tsx';
import TablesView from './TablesView.tsx';

interface Props {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
  /** The room changed elsewhere: read the night again. */
  onStale: () => void;
  /** The prizes and the results are the organizer's (capabilities' `results`): the floor sees them only. */
  decides: boolean;
}

const grouped = (n: number) => n.toLocaleString('en-US');

export default function FloorSection({ tournament: t, onChange, onStale, decides }: Props) {
  if (t.seats.length === 0 && t.out.length === 0) return <p className="admin-card__note">Nobody is seated yet: draw the seats first (under Seats).</p>;
  // Before the clock starts nobody goes out and nothing moves (the room's task waits for it too).
  if (t.clock.stepStartedAt === null && t.out.length === 0) return <p className="admin-card__note">The tables for putting players out show here once the clock starts.</p>;
  const average = averageStack(t);
  return (
    <div className="admin-night__play">
      <p className="admin-night__left" aria-live="polite">
        <strong>{grouped(t.playersLeft)}</strong> {t.playersLeft === 1 ? 'player' : 'players'} left of {grouped(t.entries)}
        {average !== null ? (
          <>
            {' '}
            · average stack <strong>{grouped(average)}</strong>
          </>
        ) : null}
      </p>
      {t.finished || t.resultsPublishedAt ? <PublishResults tournament={t} onChange={onChange} decides={decides} /> : null}
      {/* With one player left nothing moves: no task, no tables. */}
      {t.finished ? null : (
        <>
          <FloorTaskCard tournament={t} onChange={onChange} onStale={onStale} />
          <TablesView tournament={t} onChange={onChange} onStale={onStale} />
        </>
      )}
      <OutList tournament={t} onChange={onChange} onStale={onStale} />
    </div>
  );
}
