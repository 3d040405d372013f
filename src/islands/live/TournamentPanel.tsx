// One tournament's clock: the level, the time left, blinds and ante, then what comes next and the
// field. The countdown is a timer (never read out by itself); the island's live region says the news.
import type { TournamentScreen } from '../../domain/tournament/screen.ts';

export function TournamentPanel({ screen }: { screen: TournamentScreen }) {
  const heading = `live-tournament-${screen.id}`;
  return (
    <section className={`live-panel live-panel--${screen.status}`} aria-labelledby={heading}>
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
    </section>
  );
}
