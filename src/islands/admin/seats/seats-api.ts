// The company seats' calls to /api/admin (with the admin token, like admin-api.ts), answers parsed
// with the shared contract's schemas. A refused move or save (400 by field, 404 no such seat, 409 the
// order or the seat cannot change) is the caller's to show, in the server's words.
import type { SeatSettings } from '../../../domain/seats/contract.ts';
import { seatSettingsSchema } from '../../../domain/seats/schemas.ts';
import { orderSeatViewSchema } from '../../../domain/seats/views.ts';
import { z } from '../../../domain/zod.ts';
import { parsed } from '../kit/answers.ts';
import { call } from '../kit/call.ts';

export const seatRefusals = [400, 404, 409];

export interface SeatPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** Names the seat's player, or moves it to this person, at once; the order's seats as they are now. */
export const moveSeat = (token: string, orderId: string, seatNo: number, person: SeatPerson) =>
  call(`/api/admin/registrations/${encodeURIComponent(orderId)}/seats/${seatNo}`, { token, method: 'POST', json: person, read: parsed(z.array(orderSeatViewSchema)) });

export const fetchSeatSettings = (token: string) => call('/api/admin/seat-settings', { token, read: parsed(seatSettingsSchema) });

export const saveSeatSettings = (token: string, settings: SeatSettings) =>
  call('/api/admin/seat-settings', { token, method: 'POST', json: settings, read: parsed(seatSettingsSchema) });
