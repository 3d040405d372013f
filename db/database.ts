// The database as the application sees it (Kysely types).
//
// Naming: tables and columns are snake_case in PostgreSQL (see db/migrations) and camelCase here;
// Kysely's CamelCasePlugin (installed by createDb in db/client.ts) translates both ways, so
// `db.selectFrom('usedPromoCodes').select('registrationId')` runs against
// `used_promo_codes.registration_id`. Always use the camelCase names in application code.
//
// Money: `amountCents` (integer cents) is the number the server computes and trusts; `amount`
// keeps SPEC §3's text field ("2450.00", formatAmount of amountCents) for the API and exports.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** created_at / updated_at style columns: the database fills them in on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** A password hash, never the password itself. */
  password: string;
  createdAt: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Timestamp;
}

/** 'registered' (default) or 'canceled'; the admin list shows anything else as Unknown. */
export type RegistrationStatus = 'registered' | 'canceled' | (string & {});
/** 'pending' (default) until the payment is verified with PayPal, then 'paid'. */
export type PaymentStatus = 'pending' | 'paid' | (string & {});

export interface RegistrationsTable {
  id: Generated<number>;
  /** The public id, 'WOOP-' + 10 random base32 characters (netlify/lib/ids.ts). Unique. */
  registrationId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: string;
  company: string | null;
  jobTitle: string | null;
  referral: string | null;
  dietaryRestrictions: string | null;
  agreeTerms: boolean;
  status: ColumnType<RegistrationStatus, RegistrationStatus | undefined, RegistrationStatus>;
  paymentStatus: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  /** A level id from src/data (attendee or sponsor level). */
  registrationType: string | null;
  tShirtSize: string | null;
  /** SPEC's text amount, "2450.00": always formatAmount(amountCents) for rows the server wrote. */
  amount: string | null;
  amountCents: number | null;
  billingStreet: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  roomAdditions: ColumnType<string[], string[] | undefined, string[]>;
  /** The lower-cased promo code used, or null. */
  promoCode: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RegistrationInterestsTable {
  id: Generated<number>;
  /** Unique case-insensitively (unique index on lower(email)). */
  email: string;
  createdAt: Timestamp;
}

/** One row per single-use promo code that has been spent (code is unique). */
export interface UsedPromoCodesTable {
  id: Generated<number>;
  code: string;
  registrationId: string;
  usedAt: Timestamp;
}

/** The browser's pending-payment key (SPEC §3 "payment key") linked to its registration. */
export interface PaymentKeysTable {
  key: string;
  registrationId: string;
  createdAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  contactMessages: ContactMessagesTable;
  registrations: RegistrationsTable;
  registrationInterests: RegistrationInterestsTable;
  usedPromoCodes: UsedPromoCodesTable;
  paymentKeys: PaymentKeysTable;
}

export type User = Selectable<UsersTable>;
export type Registration = Selectable<RegistrationsTable>;
export type NewRegistration = Insertable<RegistrationsTable>;
export type RegistrationUpdate = Updateable<RegistrationsTable>;
export type RegistrationInterest = Selectable<RegistrationInterestsTable>;
export type UsedPromoCode = Selectable<UsedPromoCodesTable>;
export type PaymentKey = Selectable<PaymentKeysTable>;
