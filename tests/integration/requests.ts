// Calling function handlers directly: new Request(...) plus the route params Netlify would pass.
import type { RouteContext } from '../../netlify/lib/platform/http.ts';

type Handler = (req: Request, ctx?: RouteContext) => Promise<Response>;

export const base = 'http://localhost:8888';

let visitors = 0;
/** A client address not used before in this process (documentation range 100.64/10 stand-ins). */
export function newAddress(): string {
  visitors += 1;
  return `100.${64 + ((visitors >> 16) & 63)}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** The route context Netlify passes: params, and the client's address (`context.ip`). Each call is a
 * new visitor unless `ip` is given: tests of behaviour other than the limits play many visitors. */
export const visit = (params: Record<string, string | undefined> = {}, ip = newAddress()) => ({ params, ip });

export async function call(fn: Handler, path: string, init: RequestInit = {}, params: Record<string, string> = {}, ip = newAddress()) {
  const res = await fn(new Request(base + path, init), visit(params, ip));
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

export const postJson = (fn: Handler, path: string, payload: unknown, ip?: string) =>
  call(fn, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }, {}, ip);

/** A valid attendee registration payload, as the registration screen sends it (SPEC §3). */
export function attendeePayload(overrides: Record<string, unknown> = {}) {
  return {
    registrationType: 'all-in',
    roomAdditions: [],
    firstName: 'Jolene',
    lastName: 'Broussard',
    email: 'jolene@example.com',
    phone: '337-555-0100',
    company: 'Bayou Minerals',
    jobTitle: 'Landman',
    tShirtSize: 'L',
    billingStreet: '777 Casino Blvd',
    billingCity: 'Lake Charles',
    billingState: 'LA',
    billingZip: '70601',
    amount: '',
    experience: 'Not specified',
    agreeTerms: true,
    referral: '',
    dietaryRestrictions: '',
    promoCode: '',
    ...overrides,
  };
}

/** A valid sponsor registration payload. */
export const sponsorPayload = (overrides: Record<string, unknown> = {}) =>
  attendeePayload({ registrationType: 'cocktail', ...overrides });

/** A key as the browser makes it: timestamp, dash, 128 random bits in hex. */
export const paymentKey = () =>
  `${Date.now()}-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
