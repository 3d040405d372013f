// POST /api/sponsor-entries: a paid sponsorship's player entries, through its payment key. Kept
// apart from client.ts (which checks answers with zod) so the sponsor success page stays small.
import { parseSponsorEntriesAnswer, type SponsorEntriesAnswer } from '../domain/sponsor-entries.ts';
import { sendJson } from './fetcher.ts';

export async function fetchSponsorEntries(registrationKey: string): Promise<SponsorEntriesAnswer> {
  return parseSponsorEntriesAnswer(await sendJson<unknown>('POST', '/api/sponsor-entries', { registrationKey }));
}
