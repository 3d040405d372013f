// One tournament's clock: the level, the time left, blinds and ante, then what comes next, the
// field and the prizes (plain text). The countdown is a timer (never read out by itself); the
// island's live region says the news.
import type { CSSProperties } from 'react';
import type { TournamentScreen } from '../../domain/tournament/screen.ts';

/** The prizes a row on the TV, more for a long list: the TV's layout (live.css) sizes their type and the time by the rows. */
const prizesPerTvRow = (places: number) => (places > 16 ? 6 : 4);

export function TournamentPanel({ screen }: { screen: TournamentScreen }) {
  const heading = `live-tournament-${screen.id}`;
  const prizeCols = prizesPerTvRow(screen.prizes.length);
  const prizeRows = Math.ceil(screen.prizes.length / prizeCols);
  return (
    <section
      className={`live-panel live-panel--${screen.status}${prizeRows > 0 ? ' live-panel--prizes' : ''}`}
      aria-labelledby={heading}
      style={prizeRows > 0 ? ({ '--prize-rows': prizeRows, '--prize-cols': prizeCols } as CSSProperties) : undefined}
    >
      <div className="live-panel__top">
        <h2 id={heading}>{screen.name}</h2>
        {screen.statusText && <p className="live-panel__status">{screen.statusText}</p>}
      </div>
      <p className="live-panel__level">{screen.heading}</p>
      <p className={`live-panel__time${screen.timeLeft.length > 5 ? ' live-panel__time--long' : ''}`} role="timer">
        <span className="visually-hidden">Time left: </span>
        {screen.timeLeft}
      </p>
      {screen.blinds && (
        <dl className="live-panel__blinds">
          <div>
            <dt>Blinds</dt>
            <dd>{screen.blinds}</dd>
          </div>
          {screen.ante && (
            <div>
              <dt>Ante</dt>
              <dd>{screen.ante}</dd>
            </div>
          )}
        </dl>
      )}
      <dl className="live-panel__facts">
        {screen.nextLevel && (
          <div>
            <dt>Next level</dt>
            <dd>{screen.nextLevel}</dd>
          </div>
        )}
        {screen.nextBreak && (
          <div>
            <dt>Next break</dt>
            <dd>{screen.nextBreak}</dd>
          </div>
        )}
        {screen.playersLeft !== null && (
          <div>
            <dt>Players left</dt>
            <dd>{screen.playersLeft}</dd>
          </div>
        )}
        {screen.averageStack && (
          <div>
            <dt>Average stack</dt>
            <dd>{screen.averageStack}</dd>
          </div>
        )}
      </dl>
      {screen.prizes.length > 0 && (
        <div className="live-panel__prizes">
          <h3 id={`${heading}-prizes`}>Prizes</h3>
          <ol aria-labelledby={`${heading}-prizes`}>
            {screen.prizes.map((p) => (
              <li key={p.place}>
                <span className="live-panel__place">{p.place}</span> {p.prize}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
