// The admin dashboard's Payments view (src/domain/admin-contract.ts): every payment message
// received, with what the server did with it.
import type { Kysely } from 'kysely';
import type { Database, PaymentEvent } from '../../../db/database.ts';
import { listPaymentEvents } from '../../../db/repositories/payments.ts';
import type { PaymentEventItem } from '../../../src/domain/admin-contract.ts';
import { isoTime } from '../platform/iso-time.ts';


export function paymentEventItem(e: PaymentEvent): PaymentEventItem {
  return {
    id: e.id,
    receivedAt: isoTime(e.receivedAt),
    kind: e.kind,
    txnId: e.txnId,
    orderId: e.orderId,
    providerStatus: e.providerStatus,
    verification: e.verification,
    outcome: e.outcome,
    registrationId: e.registrationId,
    amountCents: e.amountCents,
    currency: e.currency,
    payerEmail: e.payerEmail,
  };
}

export async function adminPaymentEvents(db: Kysely<Database>): Promise<PaymentEventItem[]> {
  return (await listPaymentEvents(db)).map(paymentEventItem);
}
