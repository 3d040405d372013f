// The home page's registration call to action, following what the organizer puts on sale: prebuilt
// as SPEC's "Stay Tuned for Registration Details"; once GET /api/live-facts (cached by the CDN)
// says a player level is on sale, it reads "Register Now". Both texts are in the button from the
// start (one shown), so the switch changes no layout. A failed answer leaves the prebuilt text.
import { fetchLiveFacts } from '../api/live-facts.ts';

export async function showLiveCta(): Promise<void> {
  const links = document.querySelectorAll<HTMLAnchorElement>('[data-live-cta]');
  if (links.length === 0) return;
  try {
    if ((await fetchLiveFacts())?.registrationOpen !== true) return;
    for (const link of links) {
      link.classList.add('live-cta--open');
      link.querySelector('.live-cta__closed')?.setAttribute('aria-hidden', 'true');
      link.querySelector('.live-cta__open')?.removeAttribute('aria-hidden');
    }
  } catch {
    // The prebuilt text stays.
  }
}
