// The address an entry is unique by: one entry per person and item. Compared as the site's rate
// limits compare mailboxes (netlify/lib/platform/rate-limit.ts's mailboxKey): trimmed, lower case,
// a "+tag" dropped, since name+1@ and name+2@ reach one inbox and would otherwise let one person
// stand in line twice. Kept in plain text (the entry is mailed), so the database's unique key is on
// this value, not on a hash.

/** The normalised address: `Ann+woop@Example.com ` → `ann@example.com`. */
export const waitingListAddress = (email: string): string =>
  email.trim().toLowerCase().replace(/\+[^@]*(?=@[^@]*$)/, '');
