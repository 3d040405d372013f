// GET /api/results[?edition=YYYY]: an edition's published results, from the CDN-cached function.
// No zod: the results page loads this alone, so it stays small; an answer without the contract's
// shape counts as a failed call.
import type { EditionResults } from '../domain/tournament/contract.ts';
import { apiFetch } from './fetcher.ts';

const isEditionResults = (body: unknown): body is EditionResults => {
  const r = body as EditionResults | null;
  return typeof r === 'object' && r !== null && Array.isArray(r.editions) && Array.isArray(r.tournaments) && r.tournaments.every((t) => Array.isArray(t?.standings));
};

/** The edition's results (the newest edition's for null); throws an ApiError for a refusal (400, 404). */
export async function fetchResults(edition: number | null): Promise<EditionResults> {
  const res = await apiFetch(edition === null ? '/api/results' : `/api/results?edition=${edition}`, { headers: { accept: 'application/json' } });
  const body: unknown = await res.json();
  if (!isEditionResults(body)) throw new Error('The results answer is not in the expected shape.');
  return body;
}
