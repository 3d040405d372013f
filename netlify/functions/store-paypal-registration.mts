import type { Config } from '@netlify/functions';
import type { StoredPaypalRegistration } from '../../src/domain/api-contract.ts';
import { handler, json } from '../lib/platform/http.ts';
import { registrationOfPostedKey } from '../lib/registration/payment-keys.ts';
import { levelName } from '../../src/domain/levels.ts';
import { issuePersonalLink } from '../lib/registration/personal-link.ts';
import { shortLinkExpiry } from '../../src/domain/personal-links.ts';

// POST /api/store-paypal-registration { registrationKey }: the registration summary that
// /payment-success shows, as the SERVER stored it, and once it is paid a link to the registrant's
// own page (the key itself stops answering a day after the payment). 404 for an unknown key.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { db, registration: row } = await registrationOfPostedKey(req, ctx);
  const stored: StoredPaypalRegistration = {
    registrationId: row.registrationId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    registrationType: row.registrationType ?? '',
    registrationTypeName: levelName(row.registrationType),
    amount: row.amount ?? '',
    paymentStatus: row.paymentStatus,
    // Paid: the success screen links to the registrant's own page (a new personal link each time).
    // A link minted through the key lives a day, as the key does (issue 33): a key seen by someone
    // else does not give them a lasting link; the confirmation e-mail carries the lasting one.
    ...(row.paymentStatus === 'paid' || row.paymentStatus === 'comped' ? { myRegistrationUrl: await issuePersonalLink(db, row.registrationId, shortLinkExpiry()) } : {}),
  };
  return json(stored);
});

export const config: Config = { path: '/api/store-paypal-registration', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
