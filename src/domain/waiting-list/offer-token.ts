// An offer link's token, as the server issues it and the registration schema takes it, and the
// fragment key it travels under (#offer=): its own module, so the schemas, and the pages before a
// link has an offer, bring nothing else of the offer link with them.

/** 32 lower-case hex digits. */
export const offerTokenPattern = /^[0-9a-f]{32}$/;

/** The offer link's fragment parameter: `#offer=<token>`. */
export const offerHashKey = 'offer';
