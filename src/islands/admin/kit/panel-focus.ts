// A dashboard control that opens a panel takes the organizer to it: the panel usually opens below
// the screen, and a tap that changes nothing in view seems to do nothing. The panel's heading
// (tabIndex=-1) gets the focus, so a screen reader reads where it landed and Tab goes on from there.
import { useEffect, useRef } from 'react';

/** Scrolls `heading` to the top of the screen (at once when the visitor asked for less motion) and focuses it. */
function bringIntoView(heading: HTMLElement | null): void {
  if (!heading) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * A ref for a panel's heading, brought into view each time `opening` changes to a new opening (a
 * truthy value). When the panel closes, the focus goes back to the control that opened it, so the
 * keyboard does not start over from the top of the page.
 */
export function usePanelHeading<T extends HTMLElement = HTMLHeadingElement>(opening: unknown = true) {
  const heading = useRef<T>(null);
  useEffect(() => {
    if (!opening) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    bringIntoView(heading.current);
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [opening]);
  return heading;
}
