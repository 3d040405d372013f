// GET /setup: what a sponsor page needs to load PayPal's card/wallet SDK (a client token, the
// public client id and the SDK's address). Counted per client: a token is fetched on each load of
// a payment page.
import { enforceLimit, limits } from '../../platform/rate-limit.ts';
import { generateClientToken, withPaypal } from './client.ts';
import { paypalConfig } from './config.ts';

export async function sdkSetup(ctx: { ip?: string }): Promise<{ clientToken: string; clientId: string; sdkBaseUrl: string }> {
  await enforceLimit(ctx, limits.paypalSetup);
  const cfg = paypalConfig();
  const clientToken = await withPaypal(() => generateClientToken(cfg));
  return { clientToken, clientId: cfg.clientId, sdkBaseUrl: cfg.sdkBaseUrl };
}

