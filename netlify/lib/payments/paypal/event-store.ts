// The raw payment notifications, kept exactly as received (audit trail), in Netlify Blobs.
// On Netlify and under @netlify/dev (npm start) the blobs context is provided to functions; the
// integration tests run @netlify/blobs' own BlobsServer and pass it through NETLIFY_BLOBS_CONTEXT.
// @netlify/blobs is loaded when an event is first kept: most calls of the payment functions keep
// none (an order created, a notification PayPal does not verify).

export const PAYMENT_EVENTS_STORE = 'payment-events';

const store = async () => (await import('@netlify/blobs')).getStore(PAYMENT_EVENTS_STORE);

/** Stores `raw` and returns its key: time first (keys list in order) + random (never collide). */
export async function saveRawEvent(
  raw: Uint8Array,
  metadata: { kind: string; contentType: string },
): Promise<string> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  const key = `${new Date().toISOString().replace(/:/g, '-')}-${random}`;
  const copy = new Uint8Array(raw); // an ArrayBuffer of exactly these bytes
  await (await store()).set(key, copy.buffer, { metadata });
  return key;
}

export async function readRawEvent(key: string): Promise<ArrayBuffer | null> {
  return (await store()).get(key, { type: 'arrayBuffer' });
}
