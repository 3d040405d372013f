// GET /api/live-facts: what is on sale now, as the organizer set it, from the CDN-cached function. A plain fetch
// (no zod, no fetcher): the home page loads this alone, so it stays a few hundred bytes; callers
// treat anything unexpected as "no live facts" and keep the prebuilt page.
import type { LiveFacts } from '../domain/live-facts.ts';

async function load(): Promise<LiveFacts | null> {
  const res = await fetch('/api/live-facts', { headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const facts = (await res.json()) as LiveFacts;
  return Array.isArray(facts?.items) && typeof facts.registrationOpen === 'boolean' ? facts : null;
}

// One request a page: /registration's subtitle and its island read the same answer, so they
// cannot disagree. A failure is not kept (a later caller asks again).
let answer: Promise<LiveFacts | null> | undefined;

export function fetchLiveFacts(): Promise<LiveFacts | null> {
  answer ??= load().catch((error: unknown) => {
    answer = undefined;
    throw error;
  });
  return answer;
}
