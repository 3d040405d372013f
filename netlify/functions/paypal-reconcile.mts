import type { Config } from '@netlify/functions';
import { scheduledReconcile } from '../lib/payments/reconcile.ts';

// Scheduled hourly: asks PayPal about captured Orders v2 sponsorships (refunded since?) and
// captures whose answer was lost (completed since?), and records what changed.
export default async function paypalReconcile(): Promise<Response> {
  await scheduledReconcile();
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
