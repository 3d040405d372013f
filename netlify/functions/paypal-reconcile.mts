import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { reconcileOrders } from '../lib/payments/reconcile.ts';
import { FriendlyParseError } from '../../src/domain/friendly-parse.ts';
import { parsePaypalConfig } from '../lib/payments/paypal/config.ts';

// Scheduled hourly: asks PayPal about captured Orders v2 sponsorships (refunded since?) and
// captures whose answer was lost (completed since?), and records what changed.
export default async function paypalReconcile(): Promise<Response> {
  let cfg;
  try {
    cfg = parsePaypalConfig(process.env);
  } catch (error) {
    if (!(error instanceof FriendlyParseError)) throw error;
    console.error(`paypal-reconcile skipped: ${error.message}`);
    return new Response(null, { status: 204 });
  }
  const tally = await reconcileOrders(cfg, await getDb());
  if (tally.refunded || tally.completed) console.log(`paypal-reconcile: checked ${tally.checked}, refunded ${tally.refunded}, completed ${tally.completed}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
