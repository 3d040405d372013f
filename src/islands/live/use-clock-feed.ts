// The clock feed (clock-feed.ts) for as long as the island is on the page, refreshed when the screen
// comes back into view: a phone woken from the pocket shows the clock of now, not of five seconds on.
import { useEffect, useState } from 'react';
import { fetchNightClock, sampleServerTime } from '../../api/night.ts';
import { feedAtLoad, startClockFeed, type Feed } from './clock-feed.ts';

export function useClockFeed(): Feed {
  const [feed, setFeed] = useState(feedAtLoad);
  useEffect(() => {
    const control = startClockFeed({ fetchNightClock, sampleServerTime, now: () => Date.now() }, setFeed);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') control.refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      control.stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return feed;
}
