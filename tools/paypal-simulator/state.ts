/** In-memory state of one simulator instance. Everything is lost when it stops, by design. */

export interface Money {
  currency_code: string;
  value: string;
}

export interface Buyer {
  givenName: string;
  surname: string;
  email: string;
  payerId: string;
}

export interface Capture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING';
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
}

export interface PurchaseUnit {
  reference_id: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
}

/** PAYER_ACTION_REQUIRED: created with payment_source.paypal (PayPal then links `payer-action`, not `approve`). */
export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

/** The buyer has not yet approved (or declined) the order on the approval page. */
export function awaitingBuyer(order: Order): boolean {
  return order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
}

export interface Order {
  id: string;
  intent: 'CAPTURE';
  status: OrderStatus;
  purchase_units: PurchaseUnit[];
  returnUrl?: string;
  cancelUrl?: string;
  /** Set when the buyer chose "Decline card" or a test flagged the order: capture answers 422 INSTRUMENT_DECLINED. */
  declineCapture: boolean;
  /** Set when the buyer chose "Cancel" on the approval page. */
  cancelled: boolean;
  payer?: Buyer;
  captures: Capture[];
  create_time: string;
  update_time: string;
}

export type IpnStatus = 'Completed' | 'Pending';

/** A buy-now (cmd=_xclick) payment: the web payment page was shown; paid or cancelled later. */
export interface WebPayment {
  sessionId: string;
  fields: Record<string, string>;
  status: 'shown' | 'paid' | 'cancelled';
  txnId?: string;
  /** Fields of the latest IPN for this payment (also what rm=2 posts back to the return URL). */
  ipnFields?: Record<string, string>;
}

export interface IpnDelivery {
  txn_id: string;
  payment_status: string;
  notify_url: string;
  /** The exact form-encoded body sent; the postback must echo it byte for byte. */
  body: string;
  sentAt: string;
  /** HTTP status of the notify_url response, or null when the request failed (see error). */
  responseStatus: number | null;
  error?: string;
}

export interface SimConfig {
  ipnStatus: IpnStatus;
  failNextCapture: null | 'timeout' | '500' | 'declined';
  failNextVerify: null | 'timeout' | '500';
  captureStatus: 'COMPLETED' | 'PENDING';
}

export interface IdempotentResponse {
  status: number;
  body: unknown;
}

export interface SimState {
  config: SimConfig;
  orders: Map<string, Order>;
  webPayments: Map<string, WebPayment>;
  ipns: IpnDelivery[];
  /** Raw bodies of every IPN sent, for the _notify-validate postback. */
  sentIpnBodies: Set<string>;
  accessTokens: Map<string, number>;
  /** Keyed by `${method} ${path} ${PayPal-Request-Id}`. */
  idempotency: Map<string, IdempotentResponse>;
}

export function defaultConfig(): SimConfig {
  return { ipnStatus: 'Completed', failNextCapture: null, failNextVerify: null, captureStatus: 'COMPLETED' };
}

export function createState(): SimState {
  return {
    config: defaultConfig(),
    orders: new Map(),
    webPayments: new Map(),
    ipns: [],
    sentIpnBodies: new Set(),
    accessTokens: new Map(),
    idempotency: new Map(),
  };
}

export function resetState(state: SimState): void {
  state.config = defaultConfig();
  state.orders.clear();
  state.webPayments.clear();
  state.ipns.length = 0;
  state.sentIpnBodies.clear();
  // Access tokens survive a reset: a site under test keeps its cached token.
  state.idempotency.clear();
}

export function allCaptures(state: SimState): Capture[] {
  return [...state.orders.values()].flatMap((order) => order.captures);
}
