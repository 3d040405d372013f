// A sponsor who pays by check or bank transfer (the sponsor pages that offer them): the
// registration is stored pending like any other (its hold keeps its price for PAYMENT_HOLD_SECONDS), and
// in the same transaction an e-mail is queued with how to pay, the invoice and a personal link, so
// the organizer has a registration to mark paid when the money comes
// (netlify/lib/payments/offline.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { sponsorship } from '../../../src/data/sponsorship.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { HttpError, type RouteContext } from '../platform/http.ts';
import { registrationReceived } from './mail.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { limits } from '../platform/rate-limit.ts';
import { issuePersonalLink } from './personal-link.ts';
import { invoicePdf } from '../receipts/documents.ts';
import { register, type RegisterSettings } from './register.ts';
import { priceRegistration, type Priced } from './registration.ts';
import { levelName, offersInvoice } from '../../../src/data/levels.ts';

export const sponsorLevelsOnlyMessage = 'Check and bank transfer are for sponsor levels. Please choose a sponsorship level.';
export const paypalOnlyMessage = (name: string) => `${name} is paid with PayPal only. Please choose another sponsorship level.`;

export interface OfflineRegistration {
  registrationId: string;
  amount: string;
  /** The registrant's page (invoice, Pay now): shown once on the screen, and e-mailed; absent on a repeat. */
  myRegistrationUrl?: string;
}

/** Validates (the sponsor registration schema, SPEC §5) and prices; 400 as /api/register, and for a level without an invoice. */
export function priceOfflineRegistration(body: unknown, openLevels: string | undefined): Priced {
  const priced = priceRegistration(body, openLevels);
  if (!priced.sponsorLevel) throw new HttpError(400, sponsorLevelsOnlyMessage, { registrationType: sponsorLevelsOnlyMessage });
  // No invoice for a PayPal-only level: one for the $2 test would mail the organizer's letterhead to
  // any address for nothing.
  if (!offersInvoice(priced.sponsorLevel.id)) {
    const message = paypalOnlyMessage(priced.sponsorLevel.name);
    throw new HttpError(400, message, { registrationType: message });
  }
  return priced;
}

/**
 * POST /api/sponsor-offline-registration: registers as /api/register does, limited also per
 * recipient address (the invoice goes there), and queues the invoice mail with the registration.
 */
export async function registerForInvoice(ctx: RouteContext, db: Kysely<Database>, body: unknown, settings: RegisterSettings): Promise<OfflineRegistration> {
  let myRegistrationUrl: string | undefined;
  const stored = await register(ctx, db, body, settings, {
    price: priceOfflineRegistration,
    addressLimit: limits.invoiceAddress,
    alsoQueue: async (trx, reg) => {
      myRegistrationUrl = await issuePersonalLink(trx, reg.registrationId);
      const mail = registrationReceived({
        registrationId: reg.registrationId,
        firstName: reg.firstName,
        lastName: reg.lastName,
        email: reg.email,
        levelName: levelName(reg.registrationType),
        amountDue: formatUsd(reg.amountCents ?? 0),
        personalLink: myRegistrationUrl,
        invoice: await invoicePdf(reg),
        checkPayableTo: sponsorship.checkPayableTo,
        checkAddress: sponsorship.checkAddress,
        treasurerEmail: sponsorship.treasurerEmail,
      });
      return [await queueMail(trx, mail)];
    },
  });
  // The same form sent again gets no link: the key is the sender's own, and a new link would reopen
  // a page its registrant may have signed out (a keyless payment does so too). The e-mail has one.
  return { registrationId: stored.registration.registrationId, amount: stored.registration.amount ?? '', myRegistrationUrl };
}
