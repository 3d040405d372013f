// The database as the application sees it (Kysely types).
//
// Naming: tables and columns are snake_case in PostgreSQL (see db/migrations) and camelCase here;
// Kysely's CamelCasePlugin (installed by createDb in db/client.ts) translates both ways, so
// `db.selectFrom('usedPromoCodes').select('registrationId')` runs against
// `used_promo_codes.registration_id`. Always use the camelCase names in application code.
//
// Money: `amountCents` (integer cents) is the number the server computes and trusts; `amount`
// keeps SPEC §3's text field ("2450.00", formatAmount of amountCents) for the API and exports.
import type { Step } from '../src/domain/tournament/structure.ts';
import type { ResultsListing } from '../src/domain/tournament/results-listing.ts';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { ReminderKind } from '../src/domain/reminders.ts';

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
/**
 * DESIGN.md's states as stored: 'pending' (default; 'expired' is derived from holdExpiresAt),
 * 'paid' (verified with PayPal), 'comped' ($0), 'refunded', 'reversed' (chargeback).
 */
export type PaymentStatus = 'pending' | 'paid' | 'comped' | 'refunded' | 'reversed' | (string & {});

export interface RegistrationsTable {
  id: Generated<number>;
  /** The public id, 'WOOP-' + 10 random base32 characters (netlify/lib/platform/ids.ts). Unique. */
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
  /** The level's and each room's price in cents when it was priced, kept when a price changes later; null on rows older than sales settings. Insert as JSON text. */
  itemPrices: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  /** SHA-256 of the browser's submission key (the same form sent again answers with this row). */
  submissionKeyHash: ColumnType<string | null, string | null | undefined, string | null>;
  /** A pending registration keeps its price and single-use code until then (PAYMENT_HOLD_SECONDS); it keeps nobody out. */
  holdExpiresAt: Date | null;
  paidAt: Date | null;
  /** What was verified as paid, in cents. */
  paidCents: number | null;
  /** PayPal's transaction id (IPN txn_id or capture id) of the payment. */
  paymentTxnId: string | null;
  /** 'over_capacity' | 'promo_code_taken': paid after its place or code was given away; refund it. */
  paymentFlag: string | null;
  /** A player registered with a sponsor's entry code: the sponsorship's registrationId (no foreign key). */
  sponsoredBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** The receipt's series (the edition's year) and gap-free number, given in the paying transaction. */
  receiptSeries: string | null;
  receiptNumber: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When the organizer checked the registrant in at the door; null when not (or undone). */
  checkedInAt: Date | null;
  /** Made from a waiting-list offer link: the entry whose offered place it may take. */
  waitingListEntryId: ColumnType<number | null, number | null | undefined, number | null>;
  /** How the player appears in public results (src/domain/tournament/results-listing.ts). */
  resultsListing: ColumnType<ResultsListing, ResultsListing | undefined, ResultsListing>;
  /** Places the row takes under its level's capacity: 1, N for an order of N seats (not a player itself), 0 for a player named on an order's seat. */
  seats: ColumnType<number, number | undefined, number>;
  /** A player named on an order's seat: the order's registrationId (the order pays and holds the place). */
  orderId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RegistrationInterestsTable {
  id: Generated<number>;
  /** Unique case-insensitively (unique index on lower(email)). */
  email: string;
  createdAt: Timestamp;
  /** The secret of the address's one-click unsubscribe link; set when it is first mailed an announcement. */
  unsubscribeToken: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the address left the list: it is never mailed again (the row stays, so it is remembered). */
  unsubscribedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** Null until the registration settles; then a day later the key stops answering. */
  expiresAt: Date | null;
}

/** A /my-registration link: only the SHA-256 (hex) of its token is stored. */
export interface PersonalLinksTable {
  tokenHash: string;
  registrationId: string;
  createdAt: Timestamp;
  /** The link stops opening its page then (90 days after the event): a forwarded or leaked link does not open it forever. */
  expiresAt: ColumnType<Date, Date | string, Date | string>;
}

/** A reminder e-mail sent (netlify/lib/reminders/reminders.ts): at most one per (registration, kind). */
export interface RegistrationRemindersTable {
  registrationId: string;
  kind: ReminderKind;
  /** The outbox row of the message (null if the outbox row was removed). */
  mailId: number | null;
  sentAt: Timestamp;
}

/** Every payment notification or capture received (raw bodies in Netlify Blobs, store 'payment-events'). */
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
  /** What the message claimed was paid (negative for a refund). */
  amountCents: number | null;
  currency: string | null;
  payerEmail: string | null;
  receivedAt: Timestamp;
}

/** An Orders v2 order this server created (the sponsor SDK pages). */
export interface PaypalOrdersTable {
  orderId: string;
  levelId: string;
  amountCents: number;
  /** created -> capturing (reserved until reservedUntil) -> captured | failed; captured -> refunded. */
  status: ColumnType<PaypalOrderStatus, PaypalOrderStatus | undefined, PaypalOrderStatus>;
  reservedUntil: Date | null;
  captureId: string | null;
  paymentFlag: string | null;
  /** The sponsorship registration its capture became (no foreign key); from then on that row holds the place. */
  registrationId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type PaypalOrderStatus = 'created' | 'capturing' | 'captured' | 'failed' | 'refunded';

/** A payment verified with PayPal (one per provider transaction, one per order). */
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
  /** For a refund or reversal: the payment it returns. */
  parentTxnId: string | null;
  /** A check or bank transfer recorded by the organizer: the check number or transfer reference. */
  reference: string | null;
  /** ...and the day the money came, 'YYYY-MM-DD'. */
  receivedOn: string | null;
  createdAt: Timestamp;
}

/** The last receipt number given in each series (netlify/lib/receipts/numbers.ts). */
export interface ReceiptCountersTable {
  series: string;
  lastNumber: number;
}

/** What an administrator changed, with a snapshot, in the same transaction as the change. */
export interface AdminAuditTable {
  id: Generated<number>;
  /** 'admin' (a team member) or 'registrant' (a correction through a personal link). */
  actor: string;
  /** The jti of the token that made the change. */
  tokenId: string | null;
  action: string;
  /** What was changed, e.g. the registrationId. */
  target: string;
  /** Insert as JSON text; reads back as the parsed value. */
  snapshot: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
  /** The team member (admin_accounts.id) and their name at the time, as they were even after a rename; null on rows older than team accounts. */
  accountId: string | null;
  actorName: string | null;
}

/** One counter per (bucket, client, window) for the public endpoints' limits (netlify/lib/platform/rate-limit.ts). */
export interface RateLimitsTable {
  bucket: string;
  clientKey: string;
  windowStart: Timestamp;
  hits: number;
  /** When the row may be deleted: the end of its window. */
  expiresAt: Timestamp;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** 'base64' for binary content (a PNG); text otherwise. */
  encoding?: 'base64';
  /** Content-ID, for an image the HTML part shows inline (<img src="cid:...">). */
  cid?: string;
}

/** Every e-mail the site sends, queued in the transaction that causes it. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  /** 'canceled': never sent on purpose (an announcement to an address that unsubscribed meanwhile). */
  status: Generated<'pending' | 'sent' | 'dead' | 'canceled'>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Date | null;
  /** Extra header lines (List-Unsubscribe ...). Insert as JSON text. */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
}

/** One player entry of a paid sponsorship: a single-use code spent through used_promo_codes. */
export interface SponsorEntriesTable {
  id: Generated<number>;
  /** 'entry-' + 20 random base32 characters (netlify/lib/platform/ids.ts). Unique. */
  code: string;
  /** The sponsorship's registrationId (deleting it deletes its entries). */
  sponsorshipId: string;
  createdAt: Timestamp;
  /** Set when the sponsorship's money went back while the code was unused. */
  withdrawnAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A message to the notify list (registration_interests), written by the organizer in /admin. */
export interface AnnouncementsTable {
  id: Generated<number>;
  subject: string;
  body: string;
  createdAt: Timestamp;
}

/** One address of one announcement (primary key: both), queued with its outbox message. */
export interface AnnouncementRecipientsTable {
  announcementId: number;
  /** lower(email). */
  emailKey: string;
  outboxId: number | null;
  queuedAt: Timestamp;
}

/** A promo code set from /admin (db/migrations/2026-11-25T030000_promo_codes.ts explains the columns). */
export interface PromoCodesTable {
  id: Generated<number>;
  /** Trimmed and lower-cased. Unique. */
  code: string;
  discountKind: 'off' | 'percent' | 'fixed';
  /** Cents ('off', 'fixed') or a percentage 0-100 ('percent'). */
  discountValue: number;
  /** The player levels it applies to; empty = every level. */
  levelIds: ColumnType<string[], string[] | undefined, string[]>;
  restrictionMessage: string | null;
  /** null = unlimited; 1 = single-use. */
  maxUses: number | null;
  /** 'YYYY-MM-DD' in America/Chicago, inclusive. */
  firstDay: string | null;
  lastDay: string | null;
  disabledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The year of the edition it was created for; null for codes from before editions were kept. */
  editionYear: number | null;
  version: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** What is on sale (db/migrations/2026-11-25T031000_sales_items.ts explains the columns). */
export interface SalesItemsTable {
  /** The level, room or sponsor level id of src/data. */
  id: string;
  kind: 'player' | 'room' | 'sponsor';
  /** The order /admin lists them in. */
  position: number;
  state: 'on_sale' | 'closed' | 'sold_out';
  opensAt: Date | null;
  closesAt: Date | null;
  /** null = unlimited. */
  capacity: number | null;
  priceCents: number;
  earlyPriceCents: number | null;
  earlyUntil: Date | null;
  version: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
}

// The team (netlify/lib/team/*): a personal account per member, signing in with a passkey or a code app.
export interface AdminAccountsTable {
  id: string;
  name: string;
  /** Null for the built-in account of the shared password. */
  email: string | null;
  role: string;
  builtin: Generated<boolean>;
  /** Venue dates (YYYY-MM-DD) a door account may sign in; null: any day. */
  accessFrom: ColumnType<string | null, string | null | undefined, string | null>;
  accessUntil: ColumnType<string | null, string | null | undefined, string | null>;
  totpSecret: string | null;
  totpLastStep: ColumnType<string | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
}

export interface AdminPasskeysTable {
  credentialId: string;
  accountId: string;
  /** base64url COSE public key. */
  publicKey: string;
  counter: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, string>;
  createdAt: Timestamp;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  accountId: string;
  codeHash: string;
  usedAt: Date | null;
}

export interface AdminSessionsTable {
  id: string;
  accountId: string;
  method: string;
  device: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Date;
  endedAt: Date | null;
}

export interface AdminInvitationsTable {
  id: Generated<number>;
  tokenHash: string;
  name: string;
  email: string;
  role: string;
  accessFrom: ColumnType<string | null, string | null | undefined, string | null>;
  accessUntil: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account that sent it (null before 2026-11-27 when the audit trail did not name one); removing it ends the invitation. */
  invitedByAccount: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface AdminChallengesTable {
  id: string;
  purpose: string;
  challenge: string;
  subject: Generated<string>;
  expiresAt: Date;
}

export interface AdminTeamSettingsTable {
  id: number;
  passwordSignIn: boolean;
  updatedAt: Timestamp;
}

// The waiting list of sold-out items (netlify/lib/waiting-list): one row per person and item.
export interface WaitingListEntriesTable {
  id: Generated<number>;
  itemId: string;
  name: string;
  /** As typed (it is mailed to); `address` is the normalised form the one-entry rule compares. */
  email: string;
  address: string;
  /** Rooms wanted with a player level: prefilled on the offer's registration screen, not reserved. */
  rooms: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<'waiting' | 'offered' | 'bought' | 'expired' | 'left', 'waiting' | undefined, 'waiting' | 'offered' | 'bought' | 'expired' | 'left'>;
  joinedAt: Timestamp;
  offeredAt: Date | null;
  /** While offered, the place is kept until then; kept afterwards for the organizer's list. */
  offerExpiresAt: Date | null;
  offerTokenHash: string | null;
  leaveTokenHash: string;
  /** 'list' (the automatic offer) or the team member who offered by hand. */
  offeredBy: string | null;
  updatedAt: Timestamp;
}

/** One seat of an order (netlify/lib/seats): its current holder and its one open claim or transfer link. */
export interface OrderSeatsTable {
  id: Generated<number>;
  orderId: string;
  seatNo: number;
  /** The player row holding the seat now; null while the seat is not named yet. */
  holderId: string | null;
  /** 'claim' (an unnamed seat, for a colleague to fill in) or 'transfer' (handed to someone who confirms). */
  linkKind: 'claim' | 'transfer' | null;
  /** SHA-256 of the link's token; a new link replaces the old one. */
  linkTokenHash: string | null;
  linkFirstName: string | null;
  linkLastName: string | null;
  linkEmail: string | null;
  /** Who sent the link: a registrationId (the buyer or the holder). */
  linkSentBy: string | null;
  linkSentAt: Date | null;
  updatedAt: Timestamp;
}

export interface SeatSettingsTable {
  id: number;
  maxSeats: number;
  transferCutoffHours: number;
  updatedAt: Timestamp;
}

export interface WaitingListSettingsTable {
  id: number;
  offerHours: number;
  cutoffHours: number;
  updatedAt: Timestamp;
}

// The tournament night (netlify/lib/night): each tournament's set-up and clock, its seats, the TV's board links.
export interface TournamentsTable {
  id: Generated<number>;
  editionYear: number;
  kind: 'main-event' | 'second-chance';
  name: string;
  startsAt: Date;
  tableCount: number;
  seatsPerTable: number;
  startingStack: number;
  entitlingLevelIds: string[];
  /** The steps (src/domain/tournament/structure.ts). Insert as JSON text. */
  structure: ColumnType<Step[], string, string>;
  seatingOpen: ColumnType<boolean, boolean | undefined, boolean>;
  playersLeft: number | null;
  /** The clock's stored state (src/domain/tournament/clock.ts). */
  clockStep: ColumnType<number, number | undefined, number>;
  clockStepStartedAt: Date | null;
  clockPausedAt: Date | null;
  version: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
  /** The tables broken so far (their numbers): the tables open are the others of 1..tableCount. */
  brokenTables: ColumnType<number[], number[] | undefined, number[]>;
  /** The hands with eliminations recorded so far: the next hand's number is one more (never reused after an undo). */
  handsRecorded: ColumnType<number, number | undefined, number>;
  /** What the prizes add up to, in cents; null until the organizer sets it. */
  prizePoolCents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The prizes by place (src/domain/tournament/prizes.ts). Insert as JSON text. */
  prizes: ColumnType<PrizeRow[], string | undefined, string>;
  resultsPublishedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One place's prize: an amount in cents, or a named prize (a trophy, a seat elsewhere). */
export interface PrizeRow {
  place: number;
  amountCents: number | null;
  prize: string | null;
}

/**
 * One row per player per tournament: seated (table and seat) or out (a finishing place, the seat
 * emptied); the database's check constraint allows nothing else.
 */
export interface TournamentSeatsTable {
  tournamentId: number;
  registrationId: string;
  tableNo: number | null;
  seatNo: number | null;
  fixed: ColumnType<boolean, boolean | undefined, boolean>;
  seatedAt: Timestamp;
  seatedBy: string | null;
  /** Out: the place they finished in (players out in one hand with no stack to tell them apart share the best of their places). */
  finishPlace: ColumnType<number | null, number | null | undefined, number | null>;
  /** The elimination's hand: one number per hand, in order; the last is the one an undo takes back. */
  handNo: ColumnType<number | null, number | null | undefined, number | null>;
  /** Their stack at the start of that hand, when the floor gave it (ranks players out in one hand). */
  handStack: ColumnType<number | null, number | null | undefined, number | null>;
  outAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  outBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where they sat when they went out (an undo puts them back there when it is still free). */
  outTableNo: ColumnType<number | null, number | null | undefined, number | null>;
  outSeatNo: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The standings as published (a row per player, in order): kept whatever happens to the registrations. */
export interface PublishedResultsTable {
  tournamentId: number;
  rowNo: number;
  place: number;
  tied: ColumnType<boolean, boolean | undefined, boolean>;
  registrationId: string | null;
  /** As the player agreed: their name, or the words for a player who chose not to be named. */
  name: string;
  company: string | null;
  /** A named prize, or the amount's words; null when the place wins nothing. */
  prize: string | null;
  amountCents: number | null;
}

export interface TournamentDisplayLinksTable {
  id: Generated<number>;
  tournamentId: number;
  tokenHash: string;
  createdBy: string | null;
  createdAt: Timestamp;
  revokedAt: Date | null;
}

export interface Database {
  adminAccounts: AdminAccountsTable;
  adminPasskeys: AdminPasskeysTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  adminSessions: AdminSessionsTable;
  adminInvitations: AdminInvitationsTable;
  adminChallenges: AdminChallengesTable;
  adminTeamSettings: AdminTeamSettingsTable;
  users: UsersTable;
  contactMessages: ContactMessagesTable;
  registrations: RegistrationsTable;
  registrationInterests: RegistrationInterestsTable;
  usedPromoCodes: UsedPromoCodesTable;
  paymentKeys: PaymentKeysTable;
  personalLinks: PersonalLinksTable;
  registrationReminders: RegistrationRemindersTable;
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
  paypalOrders: PaypalOrdersTable;
  adminAudit: AdminAuditTable;
  rateLimits: RateLimitsTable;
  mailOutbox: MailOutboxTable;
  sponsorEntries: SponsorEntriesTable;
  announcements: AnnouncementsTable;
  announcementRecipients: AnnouncementRecipientsTable;
  receiptCounters: ReceiptCountersTable;
  promoCodes: PromoCodesTable;
  salesItems: SalesItemsTable;
  waitingListEntries: WaitingListEntriesTable;
  waitingListSettings: WaitingListSettingsTable;
  orderSeats: OrderSeatsTable;
  seatSettings: SeatSettingsTable;
  tournaments: TournamentsTable;
  tournamentSeats: TournamentSeatsTable;
  tournamentDisplayLinks: TournamentDisplayLinksTable;
  publishedResults: PublishedResultsTable;
}

/** The database or a transaction on it: what repository functions take first. */
export type Db = Kysely<Database> | Transaction<Database>;

export type Registration = Selectable<RegistrationsTable>;
export type NewRegistration = Insertable<RegistrationsTable>;
export type RegistrationInterest = Selectable<RegistrationInterestsTable>;
export type Payment = Selectable<PaymentsTable>;
export type PaymentEvent = Selectable<PaymentEventsTable>;
export type OutboxRow = Selectable<MailOutboxTable>;
export type PaypalOrder = Selectable<PaypalOrdersTable>;
export type Announcement = Selectable<AnnouncementsTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;
export type SalesItemRow = Selectable<SalesItemsTable>;
export type OrderSeat = Selectable<OrderSeatsTable>;
export type WaitingListEntry = Selectable<WaitingListEntriesTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type TournamentSeat = Selectable<TournamentSeatsTable>;
