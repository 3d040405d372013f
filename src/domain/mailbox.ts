// The mailbox an address reaches: trimmed, lower case, a "+tag" dropped, since name+1@ and name+2@
// reach one inbox on most providers. The rate limits count the e-mails a visitor can have sent
// under it (netlify/lib/platform/rate-limit.ts's mailboxKey), and the waiting list allows one entry
// per mailbox and item, so one person cannot stand in line twice.

/** `Ann+woop@Example.com ` → `ann@example.com`. */
export const mailboxOf = (email: string): string => email.trim().toLowerCase().replace(/\+[^@]*(?=@[^@]*$)/, '');

/** Whether two addresses reach the same mailbox (a seat handed to its own holder is refused). */
export const sameMailbox = (a: string, b: string): boolean => mailboxOf(a) === mailboxOf(b);
