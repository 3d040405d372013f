// The organizer's side of company seats: only organizers and owners name or move a seat and change
// the seat settings (the treasurer, the door and the floor get 403); a seat named and then moved
// from /admin, as the registrations list and the export show it (the order's seats with "not named
// yet", a player's buyer and seat, the player who handed it over kept as canceled); the settings
// saved, and refused by field.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertOrderSeats } from '../../db/repositories/seats.ts';
import exportFn from '../../netlify/functions/admin-export-registrations.mts';
import registrationsFn from '../../netlify/functions/admin-registrations.mts';
import seatFn from '../../netlify/functions/admin-registration-seat.mts';
import settingsFn from '../../netlify/functions/admin-seat-settings.mts';
import { adminListSchema, type AdminListItem } from '../../src/domain/admin-contract.ts';
import { notNamedYet } from '../../src/domain/seats/seat.ts';
import type { Role } from '../../src/domain/team.ts';
import { readWorkbook, registration, request, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { addMember, send, signedIn } from './team-support.ts';

type Handler = Parameters<typeof send>[0];

describe.each(testDatabases())('$name', (database) => {
  const db = useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  const tokenOf = async (role: Role) => signedIn(await addMember(role));
  const orderId = () => `WOOP-ORD${randomUUID().slice(0, 6).toUpperCase()}`;

  /** A paid order of `seats` seats, bought by Jane Buyer of Acme Energy. */
  async function paidOrder(seats = 3, over: Parameters<typeof registration>[0] = {}): Promise<string> {
    const id = orderId();
    await db()
      .insertInto('registrations')
      .values(registration({ registrationId: id, firstName: 'Jane', lastName: 'Buyer', company: 'Acme Energy', seats, amount: '7350.00', amountCents: 735000, paymentStatus: 'paid', paidCents: 735000, paidAt: new Date(), ...over }))
      .execute();
    await insertOrderSeats(db(), id, seats);
    return id;
  }

  const moveSeat = (token: string, id: string, seatNo: number, body: unknown) =>
    send(seatFn as Handler, 'POST', `/api/admin/registrations/${id}/seats/${seatNo}`, { token, body, params: { registrationId: id, seatNo: String(seatNo) } });

  const list = async (token: string): Promise<AdminListItem[]> => {
    const answer = await send(registrationsFn as Handler, 'GET', '/api/admin/registrations', { token });
    expect(answer.status).toBe(200);
    return adminListSchema.parse(answer.body);
  };

  it('refuses the treasurer, the door and the floor (403) the seat move and the seat settings', async () => {
    const id = await paidOrder();
    for (const role of ['treasurer', 'door', 'floor'] as const) {
      const token = await tokenOf(role);
      expect((await moveSeat(token, id, 1, { firstName: 'Bob', lastName: 'Ray', email: 'bob@example.com' })).status, role).toBe(403);
      expect((await send(settingsFn as Handler, 'GET', '/api/admin/seat-settings', { token })).status, role).toBe(403);
      expect((await send(settingsFn as Handler, 'POST', '/api/admin/seat-settings', { token, body: { maxSeats: 5, transferCutoffHours: 24 } })).status, role).toBe(403);
    }
    // Nothing changed: the seat is still not named.
    const seats = await db().selectFrom('orderSeats').select(['seatNo', 'holderId']).where('orderId', '=', id).orderBy('seatNo').execute();
    expect(seats.map((s) => s.holderId)).toEqual([null, null, null]);
  });

  it('an organizer names a seat and then moves it; the list and the export show the order, its players and the one who handed it over', async () => {
    const id = await paidOrder(3);
    const token = await tokenOf('organizer');

    // Refused by field: nothing is named.
    const refused = await moveSeat(token, id, 1, { firstName: '', lastName: 'Ray', email: 'not-an-address' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['email', 'firstName']);

    const named = await moveSeat(token, id, 1, { firstName: 'Bob', lastName: 'Ray', email: 'bob@example.com' });
    expect(named.status).toBe(200);
    expect(named.body.map((s: { seatNo: number; player: { firstName: string } | null }) => [s.seatNo, s.player?.firstName ?? null])).toEqual([[1, 'Bob'], [2, null], [3, null]]);
    const bob = named.body[0].player.registrationId as string;

    const moved = await moveSeat(token, id, 1, { firstName: 'Cy', lastName: 'Moss', email: 'cy@example.com' });
    expect(moved.status).toBe(200);
    const cy = moved.body[0].player.registrationId as string;
    expect(cy).not.toBe(bob);
    // Each new player got their confirmation; Bob was told his seat went to someone else.
    const mails = await db().selectFrom('mailOutbox').select(['kind', 'toAddress']).where('kind', 'in', ['seat_confirmation', 'seat_left']).execute();
    expect(mails.map((m) => `${m.kind} ${m.toAddress}`).sort()).toEqual(['seat_confirmation bob@example.com', 'seat_confirmation cy@example.com', 'seat_left bob@example.com']);

    // A seat that does not exist, and an ID that is not an order.
    expect((await moveSeat(token, id, 9, { firstName: 'Dee', lastName: 'Fox', email: 'dee@example.com' })).status).toBe(404);
    const single = orderId();
    await db().insertInto('registrations').values(registration({ registrationId: single, paymentStatus: 'paid' })).execute();
    expect((await moveSeat(token, single, 1, { firstName: 'Dee', lastName: 'Fox', email: 'dee@example.com' })).status).toBe(404);

    const items = await list(token);
    const byId = (rid: string) => items.find((i) => i.registrationId === rid)!;
    expect(byId(id).orderSeats!.map((s) => [s.seatNo, s.player?.lastName ?? null])).toEqual([[1, 'Moss'], [2, null], [3, null]]);
    expect(byId(id).boughtBy).toBeNull();
    expect(byId(cy)).toMatchObject({ status: 'registered', orderSeats: null, boughtBy: { orderId: id, buyerName: 'Jane Buyer', buyerCompany: 'Acme Energy', seatNo: 1 } });
    // The player who handed the seat over stays in the list, canceled, with no seat.
    expect(byId(bob)).toMatchObject({ status: 'canceled', boughtBy: { orderId: id, seatNo: null } });
    expect(byId(single)).toMatchObject({ orderSeats: null, boughtBy: null });

    const response = await exportFn(request('/api/admin/export/registrations', { token }), { params: {} });
    expect(response.status).toBe(200);
    const sheet = await readWorkbook(response);
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header).toEqual(expect.arrayContaining(['Seats', 'Bought By']));
    const rows = new Map<string, Record<string, unknown>>();
    for (let n = 2; n <= sheet.actualRowCount; n += 1) {
      const record = Object.fromEntries(header.map((name, i) => [name, sheet.getRow(n).getCell(i + 1).value]));
      rows.set(record['Registration ID'] as string, record);
    }
    expect(rows.get(id)).toMatchObject({ Seats: `1: Cy Moss; 2: ${notNamedYet}; 3: ${notNamedYet}`, 'Bought By': null });
    expect(rows.get(cy)).toMatchObject({ Seats: null, 'Bought By': `Jane Buyer (Acme Energy), order ${id}, seat 1` });
    expect(rows.get(bob)).toMatchObject({ Status: 'canceled', 'Bought By': `Jane Buyer (Acme Energy), order ${id}, seat handed over` });
    expect(rows.get(single)).toMatchObject({ Seats: null, 'Bought By': null });
  });

  it('writes a buyer name that looks like a formula as plain text in Bought By', async () => {
    const id = await paidOrder(2, { firstName: '=HYPERLINK("http://evil.example")', company: null });
    const token = await tokenOf('owner');
    expect((await moveSeat(token, id, 2, { firstName: 'Bob', lastName: 'Ray', email: 'bob@example.com' })).status).toBe(200);
    const sheet = await readWorkbook(await exportFn(request('/api/admin/export/registrations', { token }), { params: {} }));
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const column = header.indexOf('Bought By') + 1;
    const cells = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(column)).filter((c) => c.value);
    expect(cells).toHaveLength(1);
    expect(cells[0]!.type).toBe(ExcelJS.ValueType.String);
    expect(cells[0]!.formula).toBeUndefined();
    expect(cells[0]!.value).toBe(`=HYPERLINK("http://evil.example") Buyer, order ${id}, seat 2`);
  });

  it('reads the seat settings (10 seats, 48 hours until changed), saves them, and refuses values by field', async () => {
    const token = await tokenOf('organizer');
    expect((await send(settingsFn as Handler, 'GET', '/api/admin/seat-settings', { token })).body).toEqual({ maxSeats: 10, transferCutoffHours: 48 });
    const refused = await send(settingsFn as Handler, 'POST', '/api/admin/seat-settings', { token, body: { maxSeats: 0, transferCutoffHours: 'soon' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ maxSeats: 'At least 1 seat', transferCutoffHours: 'Enter a whole number of hours' });
    const saved = await send(settingsFn as Handler, 'POST', '/api/admin/seat-settings', { token, body: { maxSeats: 4, transferCutoffHours: 24 } });
    expect(saved).toEqual({ status: 200, body: { maxSeats: 4, transferCutoffHours: 24 } });
    expect((await send(settingsFn as Handler, 'GET', '/api/admin/seat-settings', { token })).body).toEqual({ maxSeats: 4, transferCutoffHours: 24 });
  });
});
