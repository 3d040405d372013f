// The text of the clock's polite live region: set only when a clock has news (screen.ts's
// clockNews), so a screen reader hears a new level or a pause once and never the seconds.
import { useEffect, useRef, useState } from 'react';
import type { ClockView } from '../../domain/tournament/clock.ts';
import type { ClockTournament } from '../../domain/tournament/contract.ts';
import { clockNews } from '../../domain/tournament/screen.ts';

export function useAnnouncement(tournaments: readonly ClockTournament[], views: readonly ClockView[]): string {
  const shown = useRef(new Map<number, ClockView>());
  const [text, setText] = useState('');
  useEffect(() => {
    if (views.length !== tournaments.length) return;
    const news = clockNews(shown.current, tournaments, views);
    shown.current = new Map(tournaments.map((t, i) => [t.id, views[i]!]));
    if (news) setText(news);
  }, [tournaments, views]);
  return text;
}
