// An offer link's token, as the server issues it and the registration schema takes it: its own
// module, so the schemas bring nothing else of the offer link with them.

/** 32 lower-case hex digits. */
export const offerTokenPattern = /^[0-9a-f]{32}$/;
