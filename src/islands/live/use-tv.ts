// The TV layout (/live?tv=1): read from the address once the island runs (the page is prebuilt),
// marked on <html> so the page's header, banner and footer step aside, and the screen kept awake
// (Screen Wake Lock) while it shows. Browsers without a wake lock or full screen simply go without.
import { useEffect, useState } from 'react';
import { useWakeLock } from '../shared/use-screen.ts';

export const tvClass = 'live-tv';

export function useTvLayout(): boolean {
  const [tv, setTv] = useState(false);
  useEffect(() => {
    const on = new URLSearchParams(location.search).has('tv');
    setTv(on);
    document.documentElement.classList.toggle(tvClass, on);
  }, []);
  useWakeLock(tv);
  return tv;
}
