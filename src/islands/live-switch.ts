// The pages' "is registration open?" switch (src/components/LiveText.astro), following what the
// organizer puts on sale. Prebuilt with the closed text (SPEC's, for nothing on sale); once
// GET /api/live-facts (cached by the CDN) says a player level is on sale, every switch on the page
// shows its open text. The answer's `registrationOpen` is the server's one rule: no page decides it
// again. Both texts are in place from the start (one shown), so the switch changes no layout. A
// failed answer leaves the prebuilt text.
import { fetchLiveFacts } from '../api/live-facts.ts';

export async function showLiveSwitches(): Promise<void> {
  const switches = document.querySelectorAll<HTMLElement>('[data-live-switch]');
  if (switches.length === 0) return;
  try {
    if ((await fetchLiveFacts())?.registrationOpen !== true) return;
    for (const element of switches) {
      element.classList.add('live-switch--open');
      element.querySelector(':scope > .live-switch__closed')?.setAttribute('aria-hidden', 'true');
      element.querySelector(':scope > .live-switch__open')?.removeAttribute('aria-hidden');
    }
  } catch {
    // The prebuilt text stays.
  }
}
