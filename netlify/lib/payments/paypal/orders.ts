// Orders v2 for the sponsor SDK pages, creating: only for a price we sell now, and the order is
// remembered (only orders remembered here can be captured: capture.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../../db/database.ts';
import { insertPaypalOrder } from '../../../../db/repositories/paypal-orders.ts';
import { getSponsorLevels } from '../../../../src/data/levels.ts';
import { formatAmount, parseAmount } from '../../../../src/domain/money.ts';
import { closedMessage } from '../../../../src/domain/sales.ts';
import { clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/http.ts';
import { enforceLimit, limits } from '../../platform/rate-limit.ts';
import { allSalesItemsNow, type ItemNow } from '../../sales/sales.ts';
import { sponsorLevelFullMessage } from '../../sales/sponsor-places.ts';
import { createOrder, withPaypal } from './client.ts';
import { paypalConfig, type PaypalConfig } from './config.ts';

const notAPriceMessage = 'The amount is not the price of a sponsorship level.';

/**
 * The sponsor level sold now at this price (the sales settings' price), on sale with a
 * place left; 400 when no level costs that, 409 when it is closed or full.
 */
async function sponsorLevelPriced(db: Kysely<Database>, cents: number): Promise<ItemNow> {
  const levels = (await allSalesItemsNow(db, clock.now(), [], getSponsorLevels().map((l) => l.id))).filter((i) => i.priceCents === cents);
  const level = levels.find((l) => l.state === 'on_sale') ?? levels[0];
  if (!level) throw new HttpError(400, notAPriceMessage);
  if (level.state === 'closed') throw new HttpError(409, closedMessage(level.name), { registrationType: closedMessage(level.name) });
  if (level.state === 'sold_out') throw new HttpError(409, sponsorLevelFullMessage, { registrationType: sponsorLevelFullMessage });
  return level;
}

export const orderRequestSchema = z.object({
  amount: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const cents = parseAmount(String(v));
    // Whether a level costs this now is read from the database by createSponsorOrder.
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: notAPriceMessage });
      return z.NEVER;
    }
    return cents;
  }),
  currency: z.literal('USD', { error: 'Only USD payments are accepted.' }).default('USD'),
  intent: z
    .string()
    .default('capture')
    .refine((v) => v.toLowerCase() === 'capture', 'Only intent capture is supported.'),
});

/** Creates the order at PayPal and remembers it: only orders remembered here can be captured. */
export async function createSponsorOrder(cfg: PaypalConfig, db: Kysely<Database>, cents: number): Promise<{ id: string }> {
  const level = await sponsorLevelPriced(db, cents);
  const order = await withPaypal(() =>
    createOrder(cfg, {
      value: formatAmount(cents),
      currency: 'USD',
      requestId: crypto.randomUUID(),
      description: 'WOOP Tournament Sponsorship',
    }),
  );
  await insertPaypalOrder(db, { orderId: order.id, levelId: level.id, amountCents: cents });
  return { id: order.id };
}

/** POST /order: createSponsorOrder, counted per client (one order per payment attempt). */
export async function orderSponsorship(ctx: { ip?: string }, db: Kysely<Database>, cents: number): Promise<{ id: string }> {
  await enforceLimit(ctx, limits.paypalOrder);
  return createSponsorOrder(paypalConfig(), db, cents);
}
