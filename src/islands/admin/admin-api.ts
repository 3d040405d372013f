// The dashboard's calls to /api/admin/* (SPEC §7), each with the session's token, each answering
// a result (kit/call.ts). Answers are parsed with the shared contract's schemas: a server that
// drifts from it is a failure here, not a screen drawn from half an answer.
import {
  adminListSchema,
  adminStatsSchema,
  paymentEventListSchema,
  type AdminListItem,
  type AdminStats,
  type PaymentEventItem,
} from '../../domain/admin-contract.ts';
import {
  announcementListSchema,
  announcementProgressSchema,
  type AnnouncementInput,
  type AnnouncementList,
  type AnnouncementProgress,
} from '../../domain/announcements.ts';
import { offlinePaymentResultSchema, type OfflinePaymentInput } from '../../domain/offline-payment.ts';
import { adminPromoCodeSchema, adminSalesItemSchema, adminSalesSchema, disableLastEditionAnswerSchema, type PromoCodeInput, type SalesItemInput } from '../../domain/sales-admin.ts';
import { parsed, savedAs } from './kit/answers.ts';
import { call, ignored, type Failure } from './kit/call.ts';

export type { AdminListItem, AdminStats, PaymentEventItem, AnnouncementList, AnnouncementProgress };

const registration = (registrationId: string) => `/api/admin/registrations/${encodeURIComponent(registrationId)}`;

export const fetchStats = (token: string) => call('/api/admin/stats', { token, read: parsed(adminStatsSchema) });

export const fetchRegistrations = (token: string) => call('/api/admin/registrations', { token, read: parsed(adminListSchema) });

/** Every payment message the server received, newest first. */
export const fetchPayments = (token: string) => call('/api/admin/payments', { token, read: parsed(paymentEventListSchema) });

export const deleteRegistration = (token: string, registrationId: string) =>
  call(registration(registrationId), { token, method: 'DELETE', read: ignored });

/** The notify list's size and every announcement with its progress. */
export const fetchAnnouncements = (token: string) => call('/api/admin/announcements', { token, read: parsed(announcementListSchema) });

/** Stores an announcement (nothing is sent yet). */
export const createAnnouncement = (token: string, input: AnnouncementInput) =>
  call('/api/admin/announcements', { token, method: 'POST', json: input, read: parsed(announcementProgressSchema) });

/** Queues and sends the announcement's next batch; the answer says how far it is. */
export const sendAnnouncementBatch = (token: string, id: number) =>
  call(`/api/admin/announcements/${id}/send`, { token, method: 'POST', read: parsed(announcementProgressSchema) });

/** POST .../payments: a check or bank transfer. */
export const recordOfflinePayment = (token: string, registrationId: string, payment: OfflinePaymentInput) =>
  call(`${registration(registrationId)}/payments`, { token, method: 'POST', json: payment, read: parsed(offlinePaymentResultSchema) });

/** The receipt PDF of a paid registration, saved under the server's file name. */
export const downloadReceipt = (token: string, registrationId: string) =>
  call(`${registration(registrationId)}/receipt`, { token, read: savedAs(`WOOP-receipt-${registrationId}.pdf`, { serverName: true }) });

const exports = {
  registrations: { path: '/api/admin/export/registrations', filename: 'WOOP_Registrations.xlsx' },
  interests: { path: '/api/admin/export/interests', filename: 'WOOP_Registration_Interests.xlsx' },
} as const;

/** Fetches an export with the token and saves it under its file name. */
export function downloadExport(token: string, which: keyof typeof exports) {
  const { path, filename } = exports[which];
  return call(path, { token, read: savedAs(filename) });
}

/** GET /api/admin/sales: every item's settings and places, the promo codes with their uses, the audit. */
export const fetchSales = (token: string) => call('/api/admin/sales', { token, read: parsed(adminSalesSchema) });

/** The refusals a sales form shows: values refused (400), the item or code gone (404), saved meanwhile (409). */
export const saveRefusals = [400, 404, 409];

export const saveSalesItem = (token: string, id: string, input: SalesItemInput) =>
  call(`/api/admin/sales/items/${encodeURIComponent(id)}`, { token, method: 'POST', json: input, read: parsed(adminSalesItemSchema) });

export const savePromoCode = (token: string, id: number | null, input: PromoCodeInput) =>
  call(id === null ? '/api/admin/sales/promo-codes' : `/api/admin/sales/promo-codes/${id}`, { token, method: 'POST', json: input, read: parsed(adminPromoCodeSchema) });

/** "Disable last edition's codes", `codes` being those the organizer was shown and confirmed (409 when the list changed). */
export const disableLastEditionCodes = (token: string, codes: readonly string[]) =>
  call('/api/admin/sales/disable-last-edition-codes', { token, method: 'POST', json: { codes }, read: parsed(disableLastEditionAnswerSchema) });

/** A refused save's current values (someone saved meanwhile: 409), to show in the form again. */
function currentOf<T>(refusal: Failure, schema: { safeParse: (value: unknown) => { data?: T } }): T | undefined {
  // Values that do not parse are left out: the form keeps what it shows and the refusal still says why.
  const current = (refusal.body as { current?: unknown } | null)?.current;
  return current ? schema.safeParse(current).data : undefined;
}

export const currentSalesItem = (refusal: Failure) => currentOf(refusal, adminSalesItemSchema);
export const currentPromoCode = (refusal: Failure) => currentOf(refusal, adminPromoCodeSchema);
