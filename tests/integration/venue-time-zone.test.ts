// The venue's time zone is content (src/content/event-day.json, edited in the CMS). Moving it moves
// every rule on the venue's clock together: a level's opening time as the organizer types it, a
// promo code's last day, a door session's end and the reminder times.
import { afterEach, describe, expect, it } from 'vitest';
import { findAccount } from '../../db/repositories/team.ts';
import { checkPromoCode } from '../../netlify/lib/promo/promo-check.ts';
import { sendDueReminders } from '../../netlify/lib/reminders/reminders.ts';
import { saveSalesItem } from '../../netlify/lib/sales/sales-admin.ts';
import { offerFreedPlaces } from '../../netlify/lib/waiting-list/offers.ts';
import { openSession } from '../../netlify/lib/team/sessions.ts';
import { eventDay } from '../../src/data/event-day.ts';
import { registration, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { insertRegistration } from '../../db/repositories/registrations.ts';
import { addMember } from './team-support.ts';

const chicago = eventDay.timeZone;

describe.each(testDatabases())('the venue time zone on $name', (database) => {
  const db = useTestDatabase(database);
  afterEach(() => {
    eventDay.timeZone = chicago;
  });

  /** What the server decides in the zone: the four facts. */
  async function decided(timeZone: string) {
    eventDay.timeZone = timeZone;
    const { version } = await db().selectFrom('salesItems').select('version').where('id', '=', 'just-main-event').executeTakeFirstOrThrow();
    const input = { version, state: 'on_sale', opensAt: '2026-06-01T09:00', closesAt: '', capacity: '', price: '2,200', earlyPrice: '', earlyUntil: '' } as const;
    await saveSalesItem(db(), 'just-main-event', input, { actor: 'admin', tokenId: 'test' }, new Date(), offerFreedPlaces);
    const { opensAt } = await db().selectFrom('salesItems').select('opensAt').where('id', '=', 'just-main-event').executeTakeFirstOrThrow();

    await db().updateTable('promoCodes').set({ lastDay: '2026-06-30' }).where('code', '=', 'woop100').execute();
    // 06:00 UTC on July 1st: already July 1st in Chicago, still June 30th in Honolulu.
    const promo = await checkPromoCode(db(), 'woop100', undefined, new Date('2026-07-01T06:00:00Z'));

    useLocalAdminEnv();
    const door = (await findAccount(db(), await addMember('door')))!;
    const signedInAt = new Date('2026-09-24T20:00:00Z');
    await openSession(db(), door, 'passkey', new Request('http://localhost/api/admin/login'), signedInAt);
    const { expiresAt } = await db().selectFrom('adminSessions').select('expiresAt').where('accountId', '=', door.id).executeTakeFirstOrThrow();

    // 13:00 UTC on the first day: after 07:00 in Chicago (the morning reminder is due), before it in Honolulu.
    const paid = registration({ paymentStatus: 'paid', paidCents: 245000, paidAt: new Date('2026-08-01T00:00:00Z') });
    await insertRegistration(db(), paid);
    const reminders = await sendDueReminders(db(), { now: new Date('2026-09-24T13:00:00Z'), holdSeconds: 1800 });
    await db().deleteFrom('registrations').execute();
    return { opensAt: new Date(opensAt!).toISOString(), promoAvailable: promo.available, doorUntil: new Date(expiresAt).toISOString(), morningReminders: reminders.morning_of };
  }

  it('moves a level’s opening time, a promo code’s last day, the door’s session end and the reminders together', async () => {
    expect(await decided('America/Chicago')).toEqual({ opensAt: '2026-06-01T14:00:00.000Z', promoAvailable: false, doorUntil: '2026-09-25T05:00:00.000Z', morningReminders: 1 });
    expect(await decided('Pacific/Honolulu')).toEqual({ opensAt: '2026-06-01T19:00:00.000Z', promoAvailable: true, doorUntil: '2026-09-25T10:00:00.000Z', morningReminders: 0 });
  });
});
