// The waiting list's calls to /api/admin/waiting-list (with the admin token, like admin-api.ts),
// answers parsed with the shared contract's schemas. A refused offer (409: no place free, or the
// person is no longer waiting) and refused settings (400, per field) are the caller's to show.
import { adminWaitingEntrySchema, adminWaitingListSchema, offerTimesAnswerSchema } from '../../../domain/waiting-list/admin-list.ts';
import type { OfferTimes } from '../../../domain/waiting-list/offer-lifetime.ts';
import { parsed, savedAs } from '../kit/answers.ts';
import { call } from '../kit/call.ts';

const entry = (id: number) => `/api/admin/waiting-list/${id}`;

export const fetchWaitingList = (token: string) => call('/api/admin/waiting-list', { token, read: parsed(adminWaitingListSchema) });

/** The refusals the panel shows in the server's words: values refused (400), the entry gone (404), no place or not waiting (409). */
export const waitingListRefusals = [400, 404, 409];

export const saveOfferTimes = (token: string, times: OfferTimes) =>
  call('/api/admin/waiting-list/settings', { token, method: 'POST', json: times, read: parsed(offerTimesAnswerSchema) });

/** Offers the person a place now (by hand). */
export const offerPlace = (token: string, id: number) => call(`${entry(id)}/offer`, { token, method: 'POST', read: parsed(adminWaitingEntrySchema) });

/** Takes the person off the list (an offer they held is withdrawn and goes to the next in line). */
export const removeEntry = (token: string, id: number) => call(`${entry(id)}/remove`, { token, method: 'POST', read: parsed(adminWaitingEntrySchema) });

/** The whole list as a spreadsheet (as the site's other exports), saved under the server's file name. */
export const downloadWaitingList = (token: string) => call('/api/admin/export/waiting-list', { token, read: savedAs('WOOP_Waiting_List.xlsx', { serverName: true }) });
