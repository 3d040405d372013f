// The sponsor payment routes of SPEC §2 as data: each route is one variant of the one sponsor
// checkout, naming how the level is picked and which payment method follows.

export type Picker = 'cards' | 'dropdown' | 'form';

export type PaymentMethod =
  | { kind: 'register' } // the sponsor form: register, then PayPal's buy-now page
  | { kind: 'buy-now'; popup: boolean }
  | { kind: 'mailto' }
  | { kind: 'record' }
  | { kind: 'paypal-me'; emailForPayment: boolean; check: boolean; bankTransfer: boolean }
  | { kind: 'sdk'; style: 'standard' | 'simple' | 'popup' | 'embedded' };

export interface Variant {
  /** The page's own path (PayPal's cancel_return comes back here). */
  path: string;
  title: string;
  intro: string;
  picker: Picker;
  /** 'easy' = the /easy-payment list of SPEC §3; 'sponsor' = the four sponsor levels. */
  levels: 'sponsor' | 'easy';
  method: PaymentMethod;
}

const buyNow = (popup = false): PaymentMethod => ({ kind: 'buy-now', popup });
const payByPaypal = 'Choose a level, then pay securely on PayPal. You will come back here when you are done.';

export const variants = {
  'exact-copy': {
    path: '/exact-copy',
    title: 'Sponsor Registration',
    intro: 'Tell us who you are and choose a sponsorship level, then pay with PayPal.',
    picker: 'form',
    levels: 'sponsor',
    method: { kind: 'register' },
  },
  'easy-payment': {
    path: '/easy-payment',
    title: 'Sponsorship Payment',
    intro: 'Pick a sponsorship level from the list, then continue to payment.',
    picker: 'dropdown',
    levels: 'easy',
    method: buyNow(),
  },
  'simple-payment': {
    path: '/simple-payment',
    title: 'Sponsorship Payment',
    intro: 'Choose a level and e-mail our treasurer, who will send you the payment details.',
    picker: 'cards',
    levels: 'sponsor',
    method: { kind: 'mailto' },
  },
  'final-payment': {
    path: '/final-payment',
    title: 'Sponsorship Registration',
    intro: 'Choose a level and leave your details; our treasurer will contact you about payment.',
    picker: 'cards',
    levels: 'sponsor',
    method: { kind: 'record' },
  },
  'working-payment': {
    path: '/working-payment',
    title: 'Sponsorship Payment',
    intro: 'Choose a level, then pay through PayPal.me or e-mail our treasurer.',
    picker: 'cards',
    levels: 'sponsor',
    method: { kind: 'paypal-me', emailForPayment: true, check: false, bankTransfer: true },
  },
  'matching-payment': { path: '/matching-payment', title: 'Sponsorship Payment', intro: payByPaypal, picker: 'cards', levels: 'sponsor', method: buyNow() },
  'button-payment': { path: '/button-payment', title: 'Sponsorship Payment', intro: payByPaypal, picker: 'cards', levels: 'sponsor', method: buyNow() },
  'direct-button-payment': { path: '/direct-button-payment', title: 'Sponsorship Payment', intro: payByPaypal, picker: 'cards', levels: 'sponsor', method: buyNow() },
  'html-form-paypal': { path: '/html-form-paypal', title: 'Sponsorship Payment', intro: payByPaypal, picker: 'cards', levels: 'sponsor', method: buyNow() },
  'final-paypal': {
    path: '/final-paypal',
    title: 'Sponsorship Payment',
    intro: 'Choose a level; PayPal opens in a small window so this page stays open.',
    picker: 'cards',
    levels: 'sponsor',
    method: buyNow(true),
  },
  'paypal-me-payment': {
    path: '/paypal-me-payment',
    title: 'Sponsorship Payment',
    intro: 'Choose a level, then pay through PayPal.me or by check.',
    picker: 'cards',
    levels: 'sponsor',
    method: { kind: 'paypal-me', emailForPayment: false, check: true, bankTransfer: false },
  },
  'standard-paypal': {
    path: '/standard-paypal',
    title: 'Sponsorship Payment',
    intro: 'Choose a level, then pay with PayPal without leaving this page.',
    picker: 'cards',
    levels: 'sponsor',
    method: { kind: 'sdk', style: 'standard' },
  },
  'simple-paypal': { path: '/simple-paypal', title: 'Sponsorship Payment', intro: payByPaypal, picker: 'cards', levels: 'sponsor', method: { kind: 'sdk', style: 'simple' } },
  'popup-paypal': { path: '/popup-paypal', title: 'Sponsorship Payment', intro: payByPaypal, picker: 'cards', levels: 'sponsor', method: { kind: 'sdk', style: 'popup' } },
  'embedded-paypal': {
    path: '/embedded-paypal',
    title: 'Sponsorship Payment',
    intro: 'Choose a level, then pay with PayPal or a card right here.',
    picker: 'cards',
    levels: 'sponsor',
    method: { kind: 'sdk', style: 'embedded' },
  },
} satisfies Record<string, Variant>;

export type VariantId = keyof typeof variants;
export const variantIds = Object.keys(variants) as VariantId[];
