// The one policy of registering, for POST /api/register and POST /api/sponsor-offline-registration
// (which adds, through RegisterFlow, its own pricing rule, its per-address limit and its invoice
// mail): a code in the body is a lookup, counted with every other code lookup before it is looked
// at (promo/code-guessing.ts); then the body is validated and priced, the client's registrations
// are limited, the registration is stored with its hold, and the e-mails queued with it are
// sent after the commit (a failed send stays in the outbox for mail-retry: the registration stands).
import type { Kysely, Transaction } from 'kysely';
import type { Database, Registration } from '../../../db/database.ts';
import type { ServerEnv } from '../platform/env.ts';
import { afterAnswer, HttpError, type RouteContext } from '../platform/http.ts';
import { sendQueued } from '../platform/mail/outbox.ts';
import { addressKey, enforceLimit, giveBack, limits, mailboxKey, ticketWithin, type Limit, type Ticket } from '../platform/rate-limit.ts';
import { guardCodeInBody } from '../promo/code-guessing.ts';
import { queuePendingPaymentMail } from './pending-payment-mail.ts';
import { issuePersonalLink } from './personal-link.ts';
import { priceRegistration, settledRepeatMessage, storeRegistration, type Priced, type Stored } from './registration.ts';

export type RegisterSettings = Pick<ServerEnv, 'openLevels' | 'paymentHoldSeconds'>;

/** What one way of registering adds to the policy. */
export interface RegisterFlow {
  /** Validates and prices the body: HttpError 400 for what it refuses (default: priceRegistration). */
  price?: (body: unknown, openLevels: string | undefined) => Priced;
  /** A limit per recipient address, after the client's: for a flow that mails the address something. */
  addressLimit?: Limit;
  /** More e-mails about a new registration, queued in the transaction that stores it: outbox ids. */
  alsoQueue?: (trx: Transaction<Database>, registration: Registration) => Promise<number[]>;
  /**
   * Limits per recipient mailbox on alsoQueue's e-mails: past one, the registration is stored without
   * them. Counted only when they are queued (a repeat or a comped registration gives its count back).
   */
  mailAddressLimits?: readonly Limit[];
}

export async function register(ctx: RouteContext, db: Kysely<Database>, body: unknown, settings: RegisterSettings, flow: RegisterFlow = {}): Promise<Stored> {
  const promo = await guardCodeInBody(ctx, db, body);
  const priced = (flow.price ?? priceRegistration)(body, settings.openLevels);
  await enforceLimit(ctx, limits.register);
  if (flow.addressLimit) await enforceLimit(ctx, flow.addressLimit, addressKey(priced.input.email));
  const tickets: Ticket[] = [];
  let mayMail = true;
  for (const limit of flow.mailAddressLimits ?? []) {
    const ticket = mayMail ? await ticketWithin(ctx, limit, mailboxKey(priced.input.email)) : false;
    if (ticket === false) mayMail = false;
    else tickets.push(ticket);
  }
  let queued = 0;
  const alsoQueue = flow.alsoQueue && mayMail ? async (trx: Transaction<Database>, reg: Registration) => {
    const ids = await flow.alsoQueue!(trx, reg);
    queued += ids.length;
    return ids;
  } : undefined;
  const stored = await storeRegistration(db, priced, { holdSeconds: settings.paymentHoldSeconds, promo, alsoQueue });
  if (queued === 0) for (const ticket of tickets) await giveBack(ticket);
  // After the answer: a slow mail server must not hold the visitor's payment key past the function's
  // time limit (a send that fails stays in the outbox for mail-retry).
  await afterAnswer(ctx, () => sendQueued(db, stored.mailIds));
  return stored;
}

/**
 * POST /api/register: the server's own total and the payment key it issued; 'pending' (pay within
 * PAYMENT_HOLD_SECONDS, and an e-mail with the personal link to come back and pay) or 'comped'
 * (nothing to pay: confirmed now, with myRegistrationUrl and the confirmation e-mail).
 */
export async function registerOnline(ctx: RouteContext, db: Kysely<Database>, body: unknown, settings: RegisterSettings) {
  // storeRegistration queues alsoQueue's mail only for a new registration with something to pay.
  const flow: RegisterFlow = { alsoQueue: queuePendingPaymentMail, mailAddressLimits: [limits.pendingPaymentAddress, limits.pendingPaymentAddressDay] };
  const { registration, paymentKey, replayed } = await register(ctx, db, body, settings, flow);
  // A repeat of a registration settled since (paid, refunded): nothing to pay, nothing to show.
  if (replayed && registration.paymentStatus !== 'pending' && registration.paymentStatus !== 'comped') throw new HttpError(409, settledRepeatMessage);
  // Comped: confirmed now, so the success screen links to the registrant's own page (the first
  // answer only: a repeat's link would reopen a page its registrant may have signed out).
  const myRegistrationUrl = registration.paymentStatus === 'comped' && !replayed ? await issuePersonalLink(db, registration.registrationId) : undefined;
  return {
    registrationId: registration.registrationId,
    amount: registration.amount,
    registrationKey: paymentKey,
    paymentStatus: registration.paymentStatus,
    myRegistrationUrl,
  };
}
