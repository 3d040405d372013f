// Signing up for the notify-me list. With sendConfirmation, the confirmation e-mail is queued in the
// same transaction as the entry (so the notify form's "A confirmation email has been sent" is true);
// the caller sends it after the commit. An address already on the list got its confirmation then:
// it is not mailed again, so the form cannot be used to send any inbox a stream of e-mails.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { addInterest } from '../../../db/repositories/interests.ts';
import { interestConfirmation } from './mail.ts';
import { queueMail, sendQueued } from '../platform/mail/outbox.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';
import { clock } from '../platform/clock.ts';
import { getEnv } from '../platform/env.ts';
import { registrationOpenNow } from '../sales/sales.ts';
import { parseOpenIds } from '../../../src/domain/items.ts';

export interface SignUp {
  outcome: 'added' | 'exists';
  /** The queued confirmation's id (none for an address already on the list), to send after commit. */
  mailIds: number[];
}

/** `registrationOpen`: a player level is on sale, so the confirmation says so rather than "we will tell you". */
export async function signUpForNotifyList(db: Kysely<Database>, email: string, sendConfirmation: boolean, registrationOpen = false): Promise<SignUp> {
  return db.transaction().execute(async (trx) => {
    const outcome = await addInterest(trx, email);
    const mailIds = sendConfirmation && outcome === 'added' ? [await queueMail(trx, interestConfirmation(email, registrationOpen))] : [];
    return { outcome, mailIds };
  });
}

/**
 * POST /api/registration-interest: one sign-up, limited per client (limits.interest), its
 * confirmation sent after the commit. Says whether registration is open now (the live facts' rule).
 */
export async function joinNotifyList(ctx: { ip?: string }, db: Kysely<Database>, email: string, sendConfirmation: boolean): Promise<{ outcome: SignUp['outcome']; registrationOpen: boolean }> {
  await enforceLimit(ctx, limits.interest);
  const registrationOpen = await registrationOpenNow(db, clock.now(), parseOpenIds(getEnv().openLevels));
  const { outcome, mailIds } = await signUpForNotifyList(db, email, sendConfirmation, registrationOpen);
  await sendQueued(db, mailIds);
  return { outcome, registrationOpen };
}
