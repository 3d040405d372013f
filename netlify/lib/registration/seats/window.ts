// When players' transfers close: the organizer's cutoff (seat_settings) before the event's start.
import type { Db } from '../../../../db/database.ts';
import { readSeatSettings } from '../../../../db/repositories/seats.ts';
import { transferWindowAt, type TransferWindow } from '../../../../src/domain/seats/seat.ts';
import { clock, upcomingEventStart } from '../../platform/clock.ts';

/** When players' transfers close, and whether they are open now (the organizer's cutoff before the event). */
export async function transferWindow(db: Db, now = clock.now()): Promise<TransferWindow> {
  // Once the edition is over and the next one's dates are not set, there is no night to close before
  // (as the waiting list's offers): the content's next dates bring the cutoff back.
  return transferWindowAt(now, upcomingEventStart(now), (await readSeatSettings(db)).transferCutoffHours, clock.timeZone());
}

