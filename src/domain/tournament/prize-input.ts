// A tournament's prizes as the organizer types them in /admin: the pool and each place's amount as
// dollars text ("1,250.00", read to integer cents by money.ts, never through a float's sum) or a
// named prize. One zod schema for the form (errors beside each field before sending) and the server
// (the same errors, and nothing changed): "prizePool", "prizes.2.amount". Below it, the form's
// values: the rows typed, how many are paid, and the amounts proposed from the pool. Pure.
import { fieldErrors } from '../field-errors.ts';
import { formatDollars, maxAmountCents, parseAmount, tooMuchMessage, type Cents } from '../money.ts';
import { ordinal } from '../ordinal.ts';
import { oneLine } from '../schemas.ts';
import { z } from '../zod.ts';
import type { AdminTournament, Prize } from './contract.ts';
import { maxPaidPlaces, placeProblem, prizesProblem, proposePrizes } from './prizes.ts';
import { whole } from './setup.ts';

const dollarsMessage = (what: string) => `Enter ${what} in dollars, for example 1,250 or 1250.00`;

// The checks that need other fields run in transforms, which zod runs only once the fields parse:
// a row's with its place number, the list's once every row is a prize.
const prizeRowSchema = z
  .object({
    place: whole('the place', 1, maxPaidPlaces),
    amount: z.string(dollarsMessage('the amount')).trim().optional().default(''),
    prize: oneLine('The named prize', 80).optional().default(''),
  })
  .transform((row, ctx): Prize => {
    const refuse = (field: 'amount' | 'prize', message: string) => {
      ctx.issues.push({ code: 'custom', path: [field], message, input: row });
      return z.NEVER;
    };
    const place = ordinal(row.place);
    const amountCents = row.amount === '' ? null : parseAmount(row.amount);
    if (row.amount !== '' && amountCents === null) return refuse('amount', dollarsMessage(`the amount for ${place} place`));
    if (amountCents !== null && amountCents > maxAmountCents) return refuse('amount', tooMuchMessage(`The amount for ${place} place`));
    const prize = { place: row.place, amountCents, prize: row.prize || null };
    const problem = placeProblem(prize);
    return problem ? refuse(problem.field, problem.message) : prize;
  });

/** POST /api/admin/night/:id/prizes: the pool (empty: none) and the prizes, first place first (none: no prizes). */
export const prizesInputSchema = z
  .object({
    prizePool: z
      .string(dollarsMessage('the pool'))
      .trim()
      .refine((v) => v === '' || parseAmount(v) !== null, dollarsMessage('the pool'))
      .transform((v) => (v === '' ? null : parseAmount(v)))
      .refine((v) => v === null || v <= maxAmountCents, tooMuchMessage('The pool')),
    prizes: z.array(prizeRowSchema, 'Enter the prizes').max(maxPaidPlaces, `At most ${maxPaidPlaces} places can win a prize`),
  })
  .transform(({ prizePool, prizes }, ctx) => {
    const problem = prizesProblem(prizePool, prizes);
    if (!problem) return { prizePoolCents: prizePool, prizes };
    ctx.issues.push({ code: 'custom', path: problem.index === null ? ['prizePool'] : ['prizes', problem.index, problem.field], message: problem.message, input: prizes });
    return z.NEVER;
  });
/** The refusal (409) once the tournament's results are published: they show the prizes as they were. */
export const prizesPublishedMessage = 'The results of this tournament are published: its prizes can no longer change.';

export type PrizesInput = z.input<typeof prizesInputSchema>;

/** One place as typed: an amount in dollars or a named prize. */
export interface PrizeRow {
  amount: string;
  prize: string;
}

export interface PrizeFields {
  prizePool: string;
  /** The paid places as typed. */
  places: string;
  /** The places shown: the last number of paid places that made sense. */
  count: number;
  /** The places typed, more than `count` when the number went down: typed again higher, they come back. */
  rows: PrizeRow[];
}

const blankRow: PrizeRow = { amount: '', prize: '' };

/** The form's values from a tournament as the server answered it. */
export function prizeFields(tournament: Pick<AdminTournament, 'prizePoolCents' | 'prizes'>): PrizeFields {
  const rows = tournament.prizes.map((p) => ({ amount: p.amountCents === null ? '' : formatDollars(p.amountCents), prize: p.prize ?? '' }));
  return { prizePool: tournament.prizePoolCents === null ? '' : formatDollars(tournament.prizePoolCents), places: rows.length === 0 ? '' : String(rows.length), count: rows.length, rows };
}

const placesSchema = whole('the number of paid places', 0, maxPaidPlaces);

/** The number of paid places typed: the places shown follow it once it makes sense. */
export function withPlaces(fields: PrizeFields, places: string): PrizeFields {
  const parsed = placesSchema.safeParse(places);
  if (!parsed.success) return { ...fields, places };
  const count = parsed.data;
  const rows = fields.rows.length >= count ? fields.rows : [...fields.rows, ...Array.from({ length: count - fields.rows.length }, () => blankRow)];
  return { ...fields, places, count, rows };
}

/** One place's amount or named prize typed anew. */
export const editRow = (fields: PrizeFields, index: number, field: keyof PrizeRow, value: string): PrizeFields => ({
  ...fields,
  rows: fields.rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)),
});

/** What the form sends: the places shown, numbered from 1. */
export const prizesBody = (fields: PrizeFields): PrizesInput => ({
  prizePool: fields.prizePool,
  prizes: fields.rows.slice(0, fields.count).map((r, i) => ({ place: i + 1, amount: r.amount, prize: r.prize })),
});

/** The amounts typed so far, in the places shown (what does not read as dollars counts nothing). */
export const typedTotal = (fields: PrizeFields): Cents =>
  fields.rows.slice(0, fields.count).reduce((sum, r) => sum + (r.amount.trim() === '' ? 0 : (parseAmount(r.amount) ?? 0)), 0);

/** The form's own check: the number of paid places, then the server's schema on what would be sent. */
export function prizeFieldsErrors(fields: PrizeFields): Record<string, string> | undefined {
  const places = placesSchema.safeParse(fields.places);
  if (!places.success) return { places: places.error.issues[0]!.message };
  const parsed = prizesInputSchema.safeParse(prizesBody(fields));
  return parsed.success ? undefined : fieldErrors(parsed.error);
}

/**
 * The amounts proposed from the pool (prizes.ts's curve) for the places shown without a named
 * prize, in their order: the form's values with them, or what to type first (errors by field).
 */
export function proposeInto(fields: PrizeFields): { fields: PrizeFields } | { errors: Record<string, string> } {
  const pool = fields.prizePool.trim() === '' ? null : parseAmount(fields.prizePool);
  if (pool === null || pool > maxAmountCents) return { errors: { prizePool: pool === null ? `${dollarsMessage('the pool')}, then propose the amounts` : tooMuchMessage('The pool') } };
  if (fields.count === 0) return { errors: { places: 'Enter the number of paid places, then propose the amounts' } };
  const paid = fields.rows.slice(0, fields.count).flatMap((r, i) => (r.prize.trim() === '' ? [i] : []));
  if (paid.length === 0) return { errors: { places: 'Every place shown has a named prize: clear one to give it an amount' } };
  const amounts = proposePrizes(pool, paid.length);
  const rows = fields.rows.map((r, i) => (paid.includes(i) ? { ...r, amount: formatDollars(amounts[paid.indexOf(i)]!) } : r));
  return { fields: { ...fields, rows } };
}
