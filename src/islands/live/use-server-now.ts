// The server's time as the screen shows it, re-read whenever a shown second changes (screen.ts's
// msToNextSecond): the screen's clock plus the feed's offset, never the screen's clock alone. Null
// until the feed has the clocks and has checked the time, so a screen never counts from a guess.
import { useEffect, useState } from 'react';
import { clockViews, msToNextSecond } from '../../domain/tournament/screen.ts';
import type { Feed } from './clock-feed.ts';

export function useServerNow({ night, offset, timeChecked }: Feed): number | null {
  const [now, setNow] = useState<number | null>(null);
  const ready = night !== null && timeChecked;
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now() + offset;
      setNow(at);
      timer = setTimeout(tick, msToNextSecond(clockViews(night.tournaments, at)));
    };
    tick();
    return () => clearTimeout(timer);
  }, [ready, night, offset]);
  return ready ? now : null;
}
