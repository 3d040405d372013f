// Receipt numbers: given inside the transaction that marks a registration paid (or comped), from
// the edition's series ("2026-0001", "2026-0002" ...), with no gaps (db/repositories/receipts.ts).
import type { Db, Registration } from '../../../db/database.ts';
import { assignReceiptNumber } from '../../../db/repositories/receipts.ts';
import { event } from '../../../src/data/event.ts';
import { receiptLabel } from '../../../src/domain/receipt.ts';

export const receiptSeries = (): string => String(event.upcoming.year);

/** Call with the registration's row locked, in the transaction that pays it. */
export const giveReceiptNumber = (trx: Db, registrationId: string): Promise<number> => assignReceiptNumber(trx, registrationId, receiptSeries());

/** "2026-0042", or null before the registration is paid. */
export const receiptNumberOf = (reg: Pick<Registration, 'receiptSeries' | 'receiptNumber'>): string | null =>
  reg.receiptSeries && reg.receiptNumber !== null ? receiptLabel(reg.receiptSeries, reg.receiptNumber) : null;
