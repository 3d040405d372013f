// POST /api/store-pending-registration, apart from client.ts: the answer is not read (SPEC §7), so
// no schema is needed, and the registration screen's payment view loads without zod (25 KiB compressed).
import type { PendingRegistration } from '../domain/api-contract.ts';
import { apiRequest } from './fetcher.ts';

export async function storePendingRegistration(body: PendingRegistration): Promise<void> {
  await apiRequest('POST', '/api/store-pending-registration', body);
}
