// The dashboard's calls to /api/admin/* (SPEC §7). Every call but login sends the bearer token; a
// 401 throws UnauthorizedError so the dashboard can return to the sign-in form. Answers are parsed
// with the shared contract's schemas: a server that drifts from it fails loudly here.
import './zod-jitless.ts'; // first: before the contract's schemas are built
import { messageOf } from './admin-login.ts';
import {
  adminListSchema,
  adminStatsSchema,
  paymentEventListSchema,
  type AdminListItem,
  type AdminStats,
  type PaymentEventItem,
} from '../../domain/admin-contract.ts';
import { offlinePaymentResultSchema, type OfflinePaymentInput, type OfflinePaymentResult } from '../../domain/offline-payment.ts';
import { filenameOf, saveFile } from '../../api/save-file.ts';

export type { AdminListItem, AdminStats, PaymentEventItem };

export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'UnauthorizedError';
  }
}

/** A non-OK answer other than 401; `message` is the server's when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  constructor(status: number, serverMessage?: string) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

async function call(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
  });
  if (response.status === 401) throw new UnauthorizedError();
  if (!response.ok) throw new ApiError(response.status, await messageOf(response));
  return response;
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
  return messageOf(response);
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
  const response = await fetch(`/api/admin/registrations/${encodeURIComponent(registrationId)}/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payment),
  });
  if (response.status === 401) throw new UnauthorizedError();
  if (response.ok) return { ok: true, result: offlinePaymentResultSchema.parse(await response.json()) };
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
  if (response.status >= 500 || typeof body.message !== 'string') throw new ApiError(response.status);
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
