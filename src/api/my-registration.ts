// The personal page's calls (/api/my-registration/*; its seats' are in seat.ts) and the sponsor check/transfer registration.
// The token from the URL's fragment travels in the JSON body, never in a URL.
import {
  linkRequestResultSchema,
  myPaymentSchema,
  myRegistrationSchema,
  type Correction,
  type MyPayment,
  type MyRegistration,
} from '../domain/my-registration.ts';
import type { RegistrationInput } from '../domain/schemas.ts';
import type { ResultsListing } from '../domain/tournament/results-listing.ts';
import { z } from '../domain/zod.ts';
import { apiRequest, sendJson } from './fetcher.ts';
import { filenameOf, saveFile } from './save-file.ts';
import { withSubmissionKey } from './submission-key.ts';

export { saveFile };

export async function fetchMyRegistration(token: string): Promise<MyRegistration> {
  return myRegistrationSchema.parse(await sendJson<unknown>('POST', '/api/my-registration', { token }));
}

export async function correctMyRegistration(token: string, correction: Partial<Record<keyof Correction, string>>): Promise<MyRegistration> {
  return myRegistrationSchema.parse(await sendJson<unknown>('POST', '/api/my-registration/corrections', { ...correction, token }));
}

/** How the published results show the player: the registration as saved. */
export async function changeMyResultsListing(token: string, resultsListing: ResultsListing): Promise<MyRegistration> {
  return myRegistrationSchema.parse(await sendJson<unknown>('POST', '/api/my-registration/results-listing', { token, resultsListing }));
}

export async function startMyPayment(token: string): Promise<MyPayment> {
  return myPaymentSchema.parse(await sendJson<unknown>('POST', '/api/my-registration/pay', { token }));
}

/** "Sign out all links": the server's message (every link, this one too, stops working). */
export async function signOutMyLinks(token: string): Promise<string> {
  return linkRequestResultSchema.parse(await sendJson<unknown>('POST', '/api/my-registration/sign-out', { token })).message;
}

export async function requestMyLinks(email: string): Promise<string> {
  return linkRequestResultSchema.parse(await sendJson<unknown>('POST', '/api/my-registration/link', { email })).message;
}

/** POST /api/my-registration/receipt or /invoice, saved as the PDF the server names. */
export async function downloadMyDocument(token: string, which: 'receipt' | 'invoice'): Promise<void> {
  const res = await apiRequest('POST', `/api/my-registration/${which}`, { token });
  saveFile(await res.blob(), filenameOf(res, `WOOP-${which}.pdf`));
}

export const offlineRegistrationResultSchema = z.object({
  registrationId: z.string(),
  amount: z.string(),
  /** Absent when the same form was sent again: the e-mail has the link. */
  myRegistrationUrl: z.string().optional(),
});
export type OfflineRegistrationResult = z.infer<typeof offlineRegistrationResultSchema>;

/** POST /api/sponsor-offline-registration: a sponsor paying by check or bank transfer. */
export async function registerOfflineSponsor(payload: RegistrationInput): Promise<OfflineRegistrationResult> {
  return offlineRegistrationResultSchema.parse(await sendJson<unknown>('POST', '/api/sponsor-offline-registration', withSubmissionKey(payload)));
}
