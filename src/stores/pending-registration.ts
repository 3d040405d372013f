// The registration waiting for payment, kept in sessionStorage (SPEC §3 "Other": the payment
// key, the registration data and the registration ID) so the payment pages of the same tab
// (/payment-success?key=...) can find it. Key names are shared with the payments work.
export const sessionKeys = {
  registrationKey: 'registrationKey',
  registrationData: 'registrationData',
  registrationId: 'registrationId',
} as const;

export interface PendingInSession {
  registrationKey: string;
  registrationData: Record<string, unknown>;
  registrationId: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the flow goes on without it
  }
}

export function savePending(pending: PendingInSession): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(sessionKeys.registrationKey, pending.registrationKey);
    s.setItem(sessionKeys.registrationData, JSON.stringify(pending.registrationData));
    s.setItem(sessionKeys.registrationId, pending.registrationId);
  } catch {
    // Quota or privacy mode: the server keeps the pending registration under the key anyway.
  }
}

export function loadPending(): PendingInSession | null {
  const s = storage();
  const registrationKey = s?.getItem(sessionKeys.registrationKey);
  const registrationId = s?.getItem(sessionKeys.registrationId);
  const raw = s?.getItem(sessionKeys.registrationData);
  if (!registrationKey || !registrationId || !raw) return null;
  try {
    const registrationData = JSON.parse(raw) as unknown;
    if (typeof registrationData !== 'object' || registrationData === null) return null;
    return { registrationKey, registrationId, registrationData: registrationData as Record<string, unknown> };
  } catch {
    return null;
  }
}
