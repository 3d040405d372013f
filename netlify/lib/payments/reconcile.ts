// Orders v2 has no IPN: what PayPal did after our capture call (a refund from the PayPal account,
// a pending capture completing, an answer lost to a time-out) is learned by asking PayPal again.
// The scheduled paypal-reconcile function re-reads captured and capturing orders, least recently
// checked first, and records what changed.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { recordPaymentEvent } from '../../../db/repositories/payments.ts';
import { listOrdersToCheck, touchPaypalOrder } from '../../../db/repositories/paypal-orders.ts';
import { getOrder } from './paypal/client.ts';
import { FriendlyParseError } from '../../../src/domain/friendly-parse.ts';
import { getDb } from '../platform/db.ts';
import { parsePaypalConfig, type PaypalConfig } from './paypal/config.ts';
import { finishCapture } from './paypal/capture.ts';
import { settleOrderRefund } from './settle-order.ts';

export interface ReconcileTally {
  checked: number;
  refunded: number;
  completed: number;
}

export async function reconcileOrders(cfg: PaypalConfig, db: Kysely<Database>, limit = 50): Promise<ReconcileTally> {
  const tally: ReconcileTally = { checked: 0, refunded: 0, completed: 0 };
  for (const row of await listOrdersToCheck(db, limit)) {
    tally.checked++;
    try {
      const order = await getOrder(cfg, row.orderId);
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (row.status === 'captured' && capture?.status === 'REFUNDED') {
        if (await settleOrderRefund(db, row.orderId)) {
          tally.refunded++;
          await recordPaymentEvent(db, {
            provider: 'paypal', kind: 'order_check', blobKey: null, txnId: capture.id, orderId: row.orderId,
            providerStatus: capture.status, verification: 'ORDER_READ', outcome: 'refunded', amountCents: -row.amountCents, currency: 'USD',
          });
        }
      } else if (row.status === 'capturing' && capture?.status === 'COMPLETED') {
        await finishCapture(cfg, db, row, order);
        tally.completed++;
      }
      await touchPaypalOrder(db, row.orderId);
    } catch (error) {
      // One order's failure (PayPal down, a mismatch already recorded) must not stop the others.
      console.error(`paypal-reconcile: order ${row.orderId}: ${(error as Error).message}`);
    }
  }
  return tally;
}

/** The scheduled run (hourly): skipped, and said so in the log, while PayPal is not configured. */
export async function scheduledReconcile(): Promise<void> {
  let cfg;
  try {
    cfg = parsePaypalConfig(process.env);
  } catch (error) {
    if (!(error instanceof FriendlyParseError)) throw error;
    console.error(`paypal-reconcile skipped: ${error.message}`);
    return;
  }
  const tally = await reconcileOrders(cfg, await getDb());
  if (tally.refunded || tally.completed) console.log(`paypal-reconcile: checked ${tally.checked}, refunded ${tally.refunded}, completed ${tally.completed}`);
}
