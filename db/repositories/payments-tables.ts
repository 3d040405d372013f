// Kysely types of the payments tables (db/migrations/2026-11-22T010000_payments.ts), kept beside
// their repository; `db.$extendTables<PaymentsTables>()` adds them to the shared Database type.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../database.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  kind: 'ipn' | 'order_capture' | (string & {});
  blobKey: string | null;
  txnId: string | null;
  orderId: string | null;
  providerStatus: string | null;
  verification: string;
  outcome: string;
  registrationId: string | null;
  receivedAt: Timestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  provider: string;
  txnId: string;
  orderId: string | null;
  registrationId: string | null;
  amountCents: number;
  currency: string;
  status: string;
  payerEmail: string | null;
  payerName: string | null;
  paymentEventId: number | null;
  createdAt: Timestamp;
}

export type PaymentsTables = {
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
};

export type PaymentsDb = Kysely<Database & PaymentsTables>;
export type Payment = Selectable<PaymentsTable>;
export type PaymentEvent = Selectable<PaymentEventsTable>;

/** The shared database handle, seen with the payments tables. */
export const withPayments = (db: Kysely<Database>): PaymentsDb => db.$extendTables<PaymentsTables>();
