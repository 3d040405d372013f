// A company's paid order for the specs that show seats in /admin and at the door: registered through
// the public API (Just Main Event, no code), paid by a check the organizer records through the admin
// API, its seats named or moved through the organizer's seat endpoint.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderSeatView } from '../../../src/domain/seats/views.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A paid order of `seats` seats bought by `lastName` of `company`; its registration ID. */
export async function paidOrder(request: APIRequestContext, token: string, { lastName, company, seats = 2 }: { lastName: string; company: string; seats?: number }): Promise<string> {
  const registered = await request.post('/api/register', {
    data: {
      registrationType: 'just-main-event', roomAdditions: [], seats, firstName: 'Buyer', lastName, email: `${randomUUID()}@example.com`,
      phone: '3375550100', company, jobTitle: 'Buyer', tShirtSize: 'L', billingStreet: '1 Main St', billingCity: 'Lake Charles',
      billingState: 'LA', billingZip: '70601', amount: '', experience: 'Not specified', agreeTerms: true, referral: '', dietaryRestrictions: '', promoCode: '',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { registrationId, amount } = (await registered.json()) as { registrationId: string; amount: string };
  const paid = await request.post(`/api/admin/registrations/${registrationId}/payments`, {
    headers: auth(token),
    data: { method: 'check', amount, receivedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), reference: `CHK-${lastName}` },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return registrationId;
}

/** The organizer names seat `seatNo` (or moves it to this person); the order's seats now. */
export async function nameSeat(request: APIRequestContext, token: string, orderId: string, seatNo: number, person: { firstName: string; lastName: string; email?: string }): Promise<OrderSeatView[]> {
  const response = await request.post(`/api/admin/registrations/${orderId}/seats/${seatNo}`, {
    headers: auth(token),
    data: { email: `${randomUUID()}@example.com`, ...person },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OrderSeatView[];
}
