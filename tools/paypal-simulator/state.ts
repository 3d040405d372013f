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

export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface Capture {
  id: string;
  orderId: string;
  status: CaptureStatus;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
}

/** A refund of an Orders v2 capture (GET /v2/payments/refunds/:id). */
export interface Refund {
  id: string;
  captureId: string;
  status: 'COMPLETED';
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  note_to_payer?: string;
  create_time: string;
}

/** Who is paid by a purchase unit when the order names a payee (PayPal otherwise pays the API caller). */
export interface Payee {
  email_address?: string;
  merchant_id?: string;
}

export interface PurchaseUnit {
  reference_id: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  payee?: Payee;
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

/** A refund, reversal (chargeback) or cancelled reversal of a buy-now payment: its own txn_id and IPN. */
export interface PaymentAdjustment {
  txn_id: string;
  payment_status: 'Refunded' | 'Reversed' | 'Canceled_Reversal';
  reason_code: string;
  /** Signed, as in the IPN: "-2450.00" for a refund or reversal, "2450.00" for a cancelled reversal. */
  mc_gross: string;
  at: string;
}

/** A buy-now (cmd=_xclick) payment: the web payment page was shown; paid or cancelled later. */
export interface WebPayment {
  sessionId: string;
  fields: Record<string, string>;
  status: 'shown' | 'paid' | 'cancelled';
  txnId?: string;
  /** Fields of the latest IPN for this payment (also what rm=2 posts back to the return URL). */
  ipnFields?: Record<string, string>;
  /** Refunds and reversals issued through the control API, oldest first. */
  adjustments: PaymentAdjustment[];
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
  refunds: Map<string, Refund>;
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
    refunds: new Map(),
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
  state.refunds.clear();
  state.webPayments.clear();
  state.ipns.length = 0;
  state.sentIpnBodies.clear();
  // Access tokens survive a reset: a site under test keeps its cached token.
  state.idempotency.clear();
}

export function allCaptures(state: SimState): Capture[] {
  return [...state.orders.values()].flatMap((order) => order.captures);
}

export function findCapture(state: SimState, id: string): Capture | undefined {
  return allCaptures(state).find((capture) => capture.id === id);
}

export function refundsOf(state: SimState, captureId: string): Refund[] {
  return [...state.refunds.values()].filter((refund) => refund.captureId === captureId);
}

/** The paid buy-now payment with this txn_id (the original payment's, not a refund's). */
export function findWebPayment(state: SimState, txnId: string): WebPayment | undefined {
  return [...state.webPayments.values()].find((p) => p.txnId !== undefined && p.txnId === txnId);
}
