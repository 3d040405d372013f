// The TV layout (/live?tv=1): read from the address once the island runs (the page is prebuilt),
// marked on <html> so the page's header, banner and footer step aside, and the screen kept awake
// (Screen Wake Lock) while it shows. Browsers without a wake lock or full screen simply go without.
import { useCallback, useEffect, useState } from 'react';

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

function useWakeLock(on: boolean): void {
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    // The browser releases the lock whenever the page is hidden: ask again each time it shows.
    const request = () => {
      if (document.visibilityState !== 'visible' || (lock !== null && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => (done ? void sentinel.release() : (lock = sentinel)),
        () => undefined, // refused (battery saver, no user gesture yet): the TV's own settings decide
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, [on]);
}

export function useFullScreen(): { available: boolean; active: boolean; enter: () => void } {
  const [state, setState] = useState({ available: false, active: false });
  useEffect(() => {
    const update = () => setState({ available: document.fullscreenEnabled === true, active: Boolean(document.fullscreenElement) });
    update();
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const enter = useCallback(() => void document.documentElement.requestFullscreen().catch(() => undefined), []);
  return { ...state, enter };
}
