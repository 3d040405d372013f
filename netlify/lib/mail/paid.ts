// The two e-mails of a newly paid registration (the visitor's confirmation, the organizers'
// notice), queued inside the transaction that marks it paid.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { findRegistration } from '../../../db/repositories/registrations.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { registrationTypeName } from '../registration.ts';
import { paidRegistrationNotice, registrationConfirmation } from './messages.ts';
import { queueMail } from './outbox.ts';

/** Returns a callback for recordVerifiedPayment and the ids it queued (to send after commit). */
export function paidMailQueuer(amountCents: number) {
  const ids: number[] = [];
  const onPaid = async (trx: Transaction<Database>, registrationId: string): Promise<void> => {
    const reg = await findRegistration(trx, registrationId);
    if (!reg) return;
    const paid = {
      registrationId,
      firstName: reg.firstName,
      lastName: reg.lastName,
      email: reg.email,
      levelName: registrationTypeName(reg.registrationType),
      amountPaid: formatUsd(amountCents),
    };
    const mailDb = trx;
    ids.push(await queueMail(mailDb, registrationConfirmation(paid)));
    ids.push(await queueMail(mailDb, paidRegistrationNotice(paid)));
  };
  return { ids, onPaid };
}
