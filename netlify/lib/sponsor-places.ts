// The refusal of a sponsorship whose level has no place left (SPEC: a taken level cannot be bought).
// The capacity is a sales setting (sales_items, issue 28), checked under the level's lock by
// netlify/lib/registration.ts, netlify/lib/paypal/orders.ts and netlify/lib/payments/settle.ts.
export const sponsorLevelFullMessage = 'This sponsorship level is no longer available.';
