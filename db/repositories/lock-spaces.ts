// The key spaces of the transaction-scoped advisory locks (the two-key form: space, hashtext(name)),
// so an item's lock and a code's lock never share a key: a registration holds its level's lock
// shared and then takes its code's lock exclusively, which would deadlock if the two were one key.
export const lockSpace = { salesItem: 1, promoCode: 2, announcements: 3 } as const;
