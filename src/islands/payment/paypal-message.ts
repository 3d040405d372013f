// The message the PayPal window's return page (/payment-success) posts to the page that opened it
// once the payment is verified: { type: 'PAYPAL_SUCCESS' }. Only messages from this site's own
// origin count: any page may post to us. Its own module: the pages that listen (the registration
// screen's success modal, the sponsor form, the popup's watch) need nothing else with it.

export const PAYPAL_SUCCESS = 'PAYPAL_SUCCESS';

/** True for a same-origin message whose data.type is PAYPAL_SUCCESS. */
export function isPaypalSuccess(event: MessageEvent, origin: string): boolean {
  const data: unknown = event.data;
  return (
    event.origin === origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PAYPAL_SUCCESS
  );
}
