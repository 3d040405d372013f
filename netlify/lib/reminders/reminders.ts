// The scheduled reminders (netlify/functions/send-reminders.mts runs this every 15 minutes). For
// each kind that may be due, each candidate registration gets ONE transaction that locks its row,
// re-checks that the reminder is due (src/domain/reminders.ts, with the injected clock), records
// (registration, kind) and queues the e-mail in the outbox. The record's primary key makes a second
// run, concurrent or later, do nothing, so each reminder goes at most once. Messages are sent right
// after their commit while the run has time; mail-retry sends the rest.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import {
  claimReminder,
  isRefundFlag,
  listPaidReminderCandidates,
  listPendingReminderCandidates,
  lockRegistrationAt,
  setReminderMail,
} from '../../../db/repositories/reminders.ts';
import { event } from '../../../src/data/event.ts';
import { eventDay } from '../../../src/data/event-day.ts';
import { formatUsd } from '../../../src/domain/money.ts';
import { paidReminderDue, pendingReminderDue, pendingReminderLeadSeconds, recentlyPaidMs, reminderWindows, type ReminderKind } from '../../../src/domain/reminders.ts';
import { eventReminder, pendingPaymentReminder, unnamedSeatsReminder, type ReminderFacts } from './mail.ts';
import { listOrderSeats } from '../../../db/repositories/seats.ts';
import { isOrder } from '../../../src/domain/seats/seat.ts';
import { transferWindow } from '../registration/seats/window.ts';
import { queueMail, sendQueued } from '../platform/mail/outbox.ts';
import { issuePersonalLink } from '../registration/personal-link.ts';
import { levelName } from '../../../src/data/levels.ts';

export interface ReminderRun {
  /** The clock: what time it is for this run. */
  now: Date;
  /** PAYMENT_HOLD_SECONDS: decides whether (and how early) pending registrations are reminded. */
  holdSeconds: number;
  /** At most this many reminders of each kind per run (the next run takes the rest). */
  limit?: number;
  /** Send right after each commit until this many ms have passed (real time); mail-retry sends the rest. */
  sendBudgetMs?: number;
}

export type ReminderTally = Record<ReminderKind, number>;

const windows = () => reminderWindows(event.upcoming.startDate, eventDay);

/** The reminder kinds worth looking for at `now`. */
function kindsToCheck(now: Date, holdSeconds: number): ReminderKind[] {
  const w = windows();
  const kinds: ReminderKind[] = [];
  if (pendingReminderLeadSeconds(holdSeconds) !== null) kinds.push('pending_payment');
  if (now >= w.weekBefore.from && now < w.weekBefore.until) kinds.push('week_before');
  if (now >= w.morningOf.from && now < w.morningOf.until) kinds.push('morning_of');
  return kinds;
}

/**
 * One reminder in one transaction: the outbox id when it was queued now, null when it is not due
 * (paid meanwhile, hold over, refunded...) or was already sent.
 */
export async function sendReminder(db: Kysely<Database>, registrationId: string, kind: ReminderKind, now: Date, holdSeconds: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const reg = await lockRegistrationAt(trx, registrationId, now);
    if (!reg || reg.status === 'canceled') return null;
    let due: boolean;
    if (kind === 'pending_payment') {
      due = reg.paymentStatus === 'pending' && reg.holds && reg.holdExpiresAt !== null && pendingReminderDue(new Date(reg.holdExpiresAt), now, holdSeconds);
    } else {
      const paid = reg.paymentStatus === 'paid' || reg.paymentStatus === 'comped';
      due = paid && !isRefundFlag(reg.paymentFlag) && paidReminderDue(kind, reg.paidAt ? new Date(reg.paidAt) : null, now, windows());
    }
    if (!due || !(await claimReminder(trx, registrationId, kind))) return null;
    // An order's buyer is not a player: reminded only of the seats still to name (recorded either way).
    const unnamed = isOrder(reg) ? (await listOrderSeats(trx, registrationId)).filter((s) => !s.holderId).length : 0;
    if (isOrder(reg) && (kind === 'pending_payment' ? false : unnamed === 0)) return null;
    const facts: ReminderFacts = {
      registrationId,
      firstName: reg.firstName,
      email: reg.email,
      levelName: levelName(reg.registrationType),
      amount: formatUsd(reg.amountCents ?? 0),
      personalLink: await issuePersonalLink(trx, registrationId),
    };
    const mail =
      kind === 'pending_payment'
        ? pendingPaymentReminder(facts, new Date(reg.holdExpiresAt!))
        : isOrder(reg)
          ? unnamedSeatsReminder(facts, unnamed, (await transferWindow(trx, now)).label)
          : await eventReminder(kind, facts);
    const mailId = await queueMail(trx, mail);
    await setReminderMail(trx, registrationId, kind, mailId);
    return mailId;
  });
}

/** The scheduled run: every reminder due at `run.now`, each at most once. */
export async function sendDueReminders(db: Kysely<Database>, run: ReminderRun): Promise<ReminderTally> {
  const { now, holdSeconds, limit = 200, sendBudgetMs = 20_000 } = run;
  const started = performance.now();
  const tally: ReminderTally = { pending_payment: 0, week_before: 0, morning_of: 0 };
  for (const kind of kindsToCheck(now, holdSeconds)) {
    const candidates =
      kind === 'pending_payment'
        ? await listPendingReminderCandidates(db, now, new Date(now.getTime() + pendingReminderLeadSeconds(holdSeconds)! * 1000), limit)
        : await listPaidReminderCandidates(db, kind, limit, kind === 'week_before' ? new Date(now.getTime() - recentlyPaidMs) : undefined);
    for (const registrationId of candidates) {
      const mailId = await sendReminder(db, registrationId, kind, now, holdSeconds);
      if (mailId === null) continue;
      tally[kind]++;
      if (performance.now() - started < sendBudgetMs) await sendQueued(db, [mailId]);
    }
  }
  return tally;
}
