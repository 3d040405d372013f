// The dashboard's calls to /api/admin/* (SPEC §7), through src/api's fetcher. Every call but login
// sends the bearer token; a 401 throws UnauthorizedError so the dashboard can return to the sign-in form. Answers are parsed
// with the shared contract's schemas: a server that drifts from it fails loudly here.
import { apiFetch, ApiError, UnauthorizedError, type ApiInit } from '../../api/fetcher.ts';
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
import { offlinePaymentResultSchema, type OfflinePaymentInput, type OfflinePaymentResult } from '../../domain/offline-payment.ts';
import { filenameOf, saveFile } from '../../api/save-file.ts';
import {
  adminPromoCodeSchema,
  adminSalesItemSchema,
  adminSalesSchema,
  type AdminSales,
  type PromoCodeInput,
  type SalesItemInput,
} from '../../domain/sales-admin.ts';

export type { AdminListItem, AdminStats, PaymentEventItem, AnnouncementList, AnnouncementProgress };
export { ApiError, UnauthorizedError };

/** Fetches with the token; a non-OK answer throws, except the `answers` statuses a caller reads itself. */
export async function call(token: string, path: string, init: ApiInit = {}, answers: number[] = []): Promise<Response> {
  try {
    return await apiFetch(path, { ...init, token });
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof UnauthorizedError || !answers.includes(error.status)) throw error;
    return new Response(JSON.stringify(error.body), { status: error.status, headers: { 'content-type': 'application/json' } });
  }
}

export async function fetchStats(token: string): Promise<AdminStats> {
  return adminStatsSchema.parse(await (await call(token, '/api/admin/stats')).json());
}

export async function fetchRegistrations(token: string): Promise<AdminListItem[]> {
  return adminListSchema.parse(await (await call(token, '/api/admin/registrations')).json());
}

/** Every payment message the server received, newest first. */
export async function fetchPayments(token: string): Promise<PaymentEventItem[]> {
  return paymentEventListSchema.parse(await (await call(token, '/api/admin/payments')).json());
}

export async function deleteRegistration(token: string, registrationId: string): Promise<string | undefined> {
  const response = await call(token, `/api/admin/registrations/${encodeURIComponent(registrationId)}`, { method: 'DELETE' });
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : undefined;
}

/** The notify list's size and every announcement with its progress. */
export async function fetchAnnouncements(token: string): Promise<AnnouncementList> {
  return announcementListSchema.parse(await (await call(token, '/api/admin/announcements')).json());
}

/** Stores an announcement (nothing is sent yet). */
export async function createAnnouncement(token: string, input: AnnouncementInput): Promise<AnnouncementProgress> {
  return announcementProgressSchema.parse(await (await apiFetch('/api/admin/announcements', { method: 'POST', json: input, token })).json());
}

/** Queues and sends the announcement's next batch; the answer says how far it is. */
export async function sendAnnouncementBatch(token: string, id: number): Promise<AnnouncementProgress> {
  return announcementProgressSchema.parse(await (await call(token, `/api/admin/announcements/${id}/send`, { method: 'POST' })).json());
}

export interface RecordPaymentRefusal {
  message: string;
  errors: Record<string, string>;
}

/** POST .../payments: a check or bank transfer. A 4xx refusal comes back as its message and field errors. */
export async function recordOfflinePayment(
  token: string,
  registrationId: string,
  payment: OfflinePaymentInput,
): Promise<{ ok: true; result: OfflinePaymentResult } | { ok: false; refusal: RecordPaymentRefusal }> {
  const response = await call(token, `/api/admin/registrations/${encodeURIComponent(registrationId)}/payments`, { method: 'POST', json: payment }, [400, 404, 409]);
  if (response.ok) return { ok: true, result: offlinePaymentResultSchema.parse(await response.json()) };
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
  if (typeof body.message !== 'string') throw new ApiError(response.status, JSON.stringify(body), body);
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
  return { ok: false, refusal: { message: body.message, errors } };
}

/** The receipt PDF of a paid registration, saved under the server's file name. */
export async function downloadReceipt(token: string, registrationId: string): Promise<void> {
  const response = await call(token, `/api/admin/registrations/${encodeURIComponent(registrationId)}/receipt`);
  saveFile(await response.blob(), filenameOf(response, `WOOP-receipt-${registrationId}.pdf`));
}

export const exports = {
  registrations: { path: '/api/admin/export/registrations', filename: 'WOOP_Registrations.xlsx' },
  interests: { path: '/api/admin/export/interests', filename: 'WOOP_Registration_Interests.xlsx' },
} as const;

/** Fetches an export with the token and saves it under its file name. */
export async function downloadExport(token: string, which: keyof typeof exports): Promise<void> {
  const { path, filename } = exports[which];
  saveFile(await (await call(token, path)).blob(), filename);
}

/** GET /api/admin/sales: every item's settings and places, the promo codes with their uses, the audit. */
export async function fetchSales(token: string): Promise<AdminSales> {
  return adminSalesSchema.parse(await (await call(token, '/api/admin/sales')).json());
}

/** A save's answer: saved, refused with field errors (nothing changed), or 409 with the current values. */
export type SaveAnswer<T> = { ok: true; saved: T } | { ok: false; message: string; errors: Record<string, string>; current?: T };

async function save<T>(token: string, path: string, body: unknown, schema: { parse: (v: unknown) => T }): Promise<SaveAnswer<T>> {
  const response = await call(token, path, { method: 'POST', json: body }, [400, 404, 409]);
  const json = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown; current?: unknown };
  if (response.ok) return { ok: true, saved: schema.parse(json) };
  const errors = json.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : {};
  return { ok: false, message: typeof json.message === 'string' ? json.message : `Error ${response.status}`, errors, current: json.current ? schema.parse(json.current) : undefined };
}

export const saveSalesItem = (token: string, id: string, input: SalesItemInput) =>
  save(token, `/api/admin/sales/items/${encodeURIComponent(id)}`, input, adminSalesItemSchema);

export const savePromoCode = (token: string, id: number | null, input: PromoCodeInput) =>
  save(token, id === null ? '/api/admin/sales/promo-codes' : `/api/admin/sales/promo-codes/${id}`, input, adminPromoCodeSchema);
