// The one rate limiter of every public endpoint that writes, sends mail, calls PayPal or answers a
// guessable question. Counters live in the database (db/repositories/rate-limits.ts), not in
// memory: on Netlify concurrent requests may each run in their own short-lived instance.
//
// A request is counted after its input is checked (a refused input does no work and costs nothing)
// and BEFORE the work it limits, in one atomic statement, and refused once the count passes the
// limit: however many arrive at once, at most `max` are served per client and window (windows are
// fixed: they start on the clock). Work that turns out not to count (a correct password, a VERIFIED
// IPN) gives its count back.
//
// The client is the address the platform saw (Netlify's `context.ip`; the socket's address on
// `npm start`), never a request header, which a client sets freely. IPv6 is counted per /64: one
// subscriber usually holds a whole /64 and can pick any address in it.
import { mailboxOf } from '../../../src/domain/mailbox.ts';
import { isIPv4, isIPv6 } from 'node:net';
import { clearHits, countHit, deleteExpiredHits, uncountHit, type Hit } from '../../../db/repositories/rate-limits.ts';
import { contactTooManyMessage } from '../../../src/domain/contact.ts';
import { getDb } from './db.ts';
import { sha256Hex } from './hash.ts';
import { HttpError } from './http.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
  /** What the visitor reads with the 429 (shown where the form shows its errors). */
  message?: (retryAfterSeconds: number) => string;
  /** false: a refused request takes its count back (for a limit on work in flight, see unverifiedIpn). */
  refusalsCount?: boolean;
}

/** The wait a 429 names, in whole minutes (at least one): "1 minute", "12 minutes". */
const waitText = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};
export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Too many requests from your connection. Please wait ${waitText(retryAfterSeconds)} and try again.`;
export const tooManyAttemptsMessage = (retryAfterSeconds: number) => `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`;

const hour = 60 * 60;

/**
 * Per client (one IPv4 address or IPv6 /64) and endpoint. Each limit is far above what one visitor
 * does, with room for an office or a hotel sharing one address; ARCHITECTURE.md (Limits) has the same table.
 */
export const limits = {
  // A visitor registers once, perhaps again after a mistake; an office registering its whole team
  // from one address stays well under 30 in an hour.
  register: { bucket: 'register', max: 30, windowSeconds: hour },
  // Links a payment key to a registration once per payment attempt (same reasoning as register).
  storePending: { bucket: 'store-pending', max: 30, windowSeconds: hour },
  // Looks a registration up by its payment key (the success page, the buy-now form): a visitor
  // loads these pages a few times; 60 an hour, so keys cannot be tried in bulk.
  paymentLookup: { bucket: 'payment-lookup', max: 60, windowSeconds: hour },
  // Every lookup of a promo or entry code, on whichever endpoint (check-promo-code, register, the
  // invoice flow: netlify/lib/promo/code-guessing.ts); a code the site knows gives its count back, so
  // this counts wrong guesses. A visitor types the code from an e-mail, maybe a typo or two; 20
  // wrong codes an hour stops a word list.
  promoCheck: { bucket: 'promo-check', max: 20, windowSeconds: hour },
  // One sign-up per person, perhaps a corrected address; 10 an hour stops mailing one inbox a stream.
  interest: { bucket: 'interest', max: 10, windowSeconds: hour },
  // One-click unsubscribes: a person unsubscribes once, but mail providers send the
  // RFC 8058 POSTs of many of their users from a few servers; 100 an hour leaves room for that, and
  // the 128-bit tokens cannot be guessed at any rate.
  unsubscribe: { bucket: 'unsubscribe', max: 100, windowSeconds: hour },
  // Each payment attempt creates one PayPal order and captures it once; 30 allows many retries.
  paypalOrder: { bucket: 'paypal-order', max: 30, windowSeconds: hour },
  paypalCapture: { bucket: 'paypal-capture', max: 30, windowSeconds: hour },
  // The client token is fetched on each load of a payment page: 60 page loads an hour.
  paypalSetup: { bucket: 'paypal-setup', max: 60, windowSeconds: hour },
  // Only IPNs PayPal does not verify count for good (verified ones are given back once checked).
  // They are counted before the check, so PayPal's own notifications arriving together (it resends
  // a backlog at once after an outage) count until verified: 50 leaves room for that, and one that
  // still meets the limit is resent by PayPal later. A forger gets 50 postbacks an hour.
  // A refused IPN does no work (no postback), so it does not count: else a burst from PayPal's
  // address (a rush of payments, a slow moment) would keep its resends refused for the hour.
  unverifiedIpn: { bucket: 'unverified-ipn', max: 50, windowSeconds: hour, refusalsCount: false },
  // Every call of the personal page carries its token (view, corrections, results listing, pay, receipt, invoice):
  // a registrant opens the page and downloads a file a few times; 60 an hour stops guessing tokens.
  personalPage: { bucket: 'personal-page', max: 60, windowSeconds: hour },
  // "Send me my link": one request, perhaps a retry or a second address; 10 an hour per client ...
  linkRequest: { bucket: 'link-request', max: 10, windowSeconds: hour },
  // ... and 3 an hour per address, however many clients ask, so nobody can fill one inbox.
  linkRequestAddress: { bucket: 'link-request-address', max: 3, windowSeconds: hour },
  // A check or bank transfer invoice: a sponsor asks for one, perhaps again for a second
  // level; 3 an hour per address, however many clients ask, so nobody mails one inbox invoices.
  invoiceAddress: { bucket: 'invoice-address', max: 3, windowSeconds: hour },
  // The "finish paying" e-mail of a PayPal registration: 3 an hour per address, however many
  // clients register with it. Past it the registration is still stored, without the e-mail: an
  // assistant registering colleagues under one address is not refused, and "send me my link" on
  // /my-registration gives the links.
  pendingPaymentAddress: { bucket: 'pending-payment-address', max: 3, windowSeconds: hour },
  // ... and 6 a day: the hourly limit alone let one address be sent 72 a day.
  pendingPaymentAddressDay: { bucket: 'pending-payment-address-day', max: 6, windowSeconds: 24 * hour },
  // The waiting list's confirmation, sent again when an address joins a list it is on: 3 an hour
  // per mailbox, however many clients ask (the first is sent whatever this says).
  waitingListAddress: { bucket: 'waiting-list-address', max: 3, windowSeconds: hour },
  // A seat's confirmation, claim link or transfer link e-mailed to an address the buyer or a player
  // types: 3 an hour per mailbox, however many clients ask, so nobody fills one inbox with them.
  seatMailAddress: { bucket: 'seat-mail-address', max: 3, windowSeconds: hour },
  // ... and 20 a day per buyer or player sending them: an order names its few players and sends a
  // few links; nobody mails a stream of strangers with the site's name on it.
  seatMailSender: { bucket: 'seat-mail-sender', max: 20, windowSeconds: 24 * hour },
  // Opening and taking a seat link (/seat): a person opens it, perhaps again, and sends the form once
  // or twice; 30 an hour stops guessing the 128-bit tokens at any useful rate.
  seatLink: { bucket: 'seat-link', max: 30, windowSeconds: hour },
  // The TV's seating board polls every 10 seconds: 720 an hour per TV, a few TVs behind one address.
  displayBoard: { bucket: 'display-board', max: 3000, windowSeconds: hour },
  // The contact form's long-standing limit: nobody writes to the organizers 5 times in 10 minutes.
  contact: {
    bucket: 'contact',
    max: 5,
    windowSeconds: 10 * 60,
    message: () => contactTooManyMessage,
  },
  // Wrong admin passwords (a correct one gives its count back): the organizer mistypes a few times
  // at most; 5 per 15 minutes leaves a guesser about 500 tries a day.
  adminLogin: { bucket: 'admin-login', max: 5, windowSeconds: 15 * 60, message: tooManyAttemptsMessage },
  // All clients together, so many addresses cannot multiply the guesses: 100 wrong passwords an hour.
  adminLoginGlobal: { bucket: 'admin-login-all', max: 100, windowSeconds: hour, message: tooManyAttemptsMessage },
  // Team sign-ins, apart from the password's limits so guessing the shared password never
  // holds a passkey or code holder out. Passkey sign-ins per client (a good one gives its count back).
  adminPasskey: { bucket: 'admin-passkey', max: 20, windowSeconds: 15 * 60, message: tooManyAttemptsMessage },
  // Authenticator-app and recovery codes: per client; per account and client, so one client that
  // knows a member's address holds off only itself (at most 20 an hour) ...
  adminCode: { bucket: 'admin-code', max: 10, windowSeconds: 15 * 60, message: tooManyAttemptsMessage },
  adminCodeAccount: { bucket: 'admin-code-account-client', max: 5, windowSeconds: 15 * 60, message: tooManyAttemptsMessage },
  // ... and per account whatever the client, above what one client can reach: guessing from many
  // clients stays capped (720 a day against a million codes), and the member is told (once an hour).
  adminCodeAccountAll: { bucket: 'admin-code-account-all', max: 30, windowSeconds: hour, message: tooManyAttemptsMessage },
  adminCodeWarning: { bucket: 'admin-code-warning', max: 1, windowSeconds: hour },
  // The invitation page's calls (unguessable 256-bit links; this only bounds the work).
  teamInvitation: { bucket: 'team-invitation', max: 30, windowSeconds: hour },
} satisfies Record<string, Limit>;

/** The client a limit counts: IPv4 as is, IPv6 by its /64, 'unknown' when the platform gave none. */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  return `${ipv6Groups(address).slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}

/** `WOOP_RATE_LIMITS=off` is honoured by the local server only (the e2e suite and the load
 * benchmarks play hundreds of visitors from one loopback address); a deployed site ignores it. */
function limitsOff(env = process.env): boolean {
  return env.WOOP_LOCAL_SERVER === '1' && env.WOOP_RATE_LIMITS === 'off';
}

export type Ticket = Omit<Hit, 'windowEnd'> | null;

/**
 * Counts this request against `limit` for the client in `ctx.ip`; throws 429 with Retry-After and
 * the limit's message once the client is past it. Returns a ticket for giveBack().
 */
export async function enforceLimit(ctx: { ip?: string } | undefined, limit: Limit, clientOverride?: string): Promise<Ticket> {
  if (limitsOff()) return null;
  const now = Date.now();
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const hit = { bucket: limit.bucket, clientKey: clientOverride ?? clientKey(ctx?.ip), windowStart: new Date(start), windowEnd: new Date(start + windowMs) };
  const db = await getDb();
  const count = await countHit(db, hit);
  // Old windows are swept now and then by whichever request comes along (no scheduled job needed).
  if (Math.random() < 0.02) await deleteExpiredHits(db, new Date(now));
  if (count > limit.max) {
    if (limit.refusalsCount === false) await uncountHit(db, hit);
    const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    throw new HttpError(429, (limit.message ?? tooManyRequestsMessage)(retryAfter), undefined, { 'retry-after': String(retryAfter) });
  }
  return { bucket: hit.bucket, clientKey: hit.clientKey, windowStart: hit.windowStart };
}

/**
 * enforceLimit for work that can be left undone: the ticket (to give back if the work is not done
 * after all), or false instead of a 429 once past the limit.
 */
export async function ticketWithin(ctx: { ip?: string } | undefined, limit: Limit, clientOverride?: string): Promise<Ticket | false> {
  try {
    return await enforceLimit(ctx, limit, clientOverride);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return false;
    throw error;
  }
}

/** The key an address is counted under (a hash: the limits table holds no e-mail addresses). */
export const addressKey = (email: string): string => `address:${sha256Hex(email.trim().toLowerCase()).slice(0, 32)}`;

/**
 * The key a mailbox is counted under for the e-mails a visitor can have sent to any address: as
 * addressKey, with a "+tag" dropped (name+1@ and name+2@ reach one mailbox on most providers).
 */
export const mailboxKey = (email: string): string => addressKey(mailboxOf(email));

/** Gives a counted request back (it turned out not to be what the limit is about). */
export async function giveBack(ticket: Ticket): Promise<void> {
  if (ticket) await uncountHit(await getDb(), ticket);
}

/** Forgets the client's count for this window (a correct admin password forgives earlier typos). */
export async function clearLimit(ticket: Ticket): Promise<void> {
  if (ticket) await clearHits(await getDb(), ticket);
}
