import type { ServerResponse } from 'node:http';
import type { SimState } from './state.ts';

export interface BuyerProfile {
  givenName: string;
  surname: string;
  email: string;
  payerId: string;
}

/** What every handler needs: the state, the configured credentials and a logger. */
export interface SimContext {
  state: SimState;
  clientId: string;
  clientSecret: string;
  /** The payee of Orders v2 orders (the merchant's PayPal e-mail). */
  merchantEmail: string;
  merchantId: string;
  buyer: BuyerProfile;
  /** Base URL browsers use to reach the simulator, e.g. http://localhost:8921. */
  publicUrl: () => string;
  log: (line: string) => void;
  /** Time-out fault injection keeps requests open; close() ends them. */
  held: Set<ServerResponse>;
  /** How long the simulator waits for a notify_url to answer an IPN. */
  ipnTimeoutMs: number;
}

/** Fault injection "timeout": never answer; the connection is dropped when the simulator closes. */
export function hold(ctx: SimContext, res: ServerResponse): void {
  ctx.held.add(res);
  res.on('close', () => ctx.held.delete(res));
}
