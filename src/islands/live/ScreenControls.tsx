// The few controls of the clock page: on a phone, the way to the TV layout; on the TV, full screen
// and the way back. In full screen there are none (Escape leaves it), so the TV shows only the clock.
import { useFullScreen } from '../shared/use-screen.ts';

export function ScreenControls({ tv }: { tv: boolean }) {
  const fullScreen = useFullScreen();
  if (!tv) {
    return (
      <p className="live-controls">
        Showing the clock on a TV? <a href="/live?tv=1">Open the TV layout</a>: large type, the screen kept awake.
      </p>
    );
  }
  if (fullScreen.active) return null;
  return (
    <div className="live-controls live-controls--tv">
      {fullScreen.available && (
        <button type="button" className="button button--gold" onClick={fullScreen.enter}>
          Full screen
        </button>
      )}
      <a className="button button--ghost" href="/live">
        Leave the TV layout
      </a>
    </div>
  );
}
