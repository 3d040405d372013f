// The public tournament clock (/live): every tournament of the night counting down on the server's
// time, on a phone or, with ?tv=1, full screen on a TV. No personal data: the answer has none.
import { connectionNotice } from '../../domain/tournament/connection.ts';
import { clockViews, tournamentScreen } from '../../domain/tournament/screen.ts';
import { ScreenControls } from './ScreenControls.tsx';
import { TournamentPanel } from './TournamentPanel.tsx';
import { useAnnouncement } from './use-announcement.ts';
import { useClockFeed } from './use-clock-feed.ts';
import { useServerNow } from './use-server-now.ts';
import { useTvLayout } from './use-tv.ts';
import './live.css';

export default function LiveClock({ timeZone }: { timeZone: string }) {
  const tv = useTvLayout();
  const feed = useClockFeed();
  const now = useServerNow(feed);
  const tournaments = feed.night?.tournaments ?? [];
  const views = now === null ? [] : clockViews(tournaments, now);
  const announcement = useAnnouncement(tournaments, views);
  const notice = connectionNotice(feed.connection, feed.offset, timeZone);

  return (
    <div className={tv ? 'live live--tv' : 'live'}>
      <div role="status" aria-label="Connection" className="live-notice">
        {notice && <p>{notice}</p>}
      </div>
      <p role="status" aria-label="Clock news" className="visually-hidden">
        {announcement}
      </p>
      {now === null ? (
        <p className="live-message">{notice ? '' : 'Connecting to the clock…'}</p>
      ) : tournaments.length === 0 ? (
        <p className="live-message">The clock starts on the night of the tournament.</p>
      ) : (
        <div className="live-panels">
          {tournaments.map((t, i) => (
            <TournamentPanel key={t.id} screen={tournamentScreen(t, views[i]!, timeZone)} />
          ))}
        </div>
      )}
      <ScreenControls tv={tv} />
    </div>
  );
}
