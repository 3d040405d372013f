// A TV's needs, for the clock's TV layout and the seating board: the screen kept awake (Screen Wake
// Lock) while it shows, and full screen on a click (browsers allow it only on one). Browsers
// without either simply go without.
import { useCallback, useEffect, useState } from 'react';

export function useWakeLock(on = true): void {
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
