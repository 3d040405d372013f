// How long a personal link (/my-registration#<token>) opens its page: until 90 days
// after the event (receipts, corrections, the check-in code are needed until then, and the tax
// season after it), and at least a day from when it is issued, so a link just e-mailed always
// opens. A registrant can also sign every link out at once from the page. Pure.

export const linkDaysAfterEvent = 90;
const day = 24 * 60 * 60 * 1000;

/** The end of a link issued at `now` for an event that ends on `eventEndDate` (YYYY-MM-DD). */
export function personalLinkExpiry(eventEndDate: string, now: Date = new Date()): Date {
  // The end of the event's last day in Lake Charles (UTC-5 in September): 05:00 UTC the day after.
  const eventEnd = Date.parse(`${eventEndDate}T05:00:00Z`) + day;
  return new Date(Math.max(eventEnd + linkDaysAfterEvent * day, now.getTime() + day));
}

/** A link minted through a payment key (the payment-success page) lives a day, as the key does. */
export const shortLinkExpiry = (now: Date = new Date()): Date => new Date(now.getTime() + day);

export const signOutLinksMessage = 'All links to this page are signed out, this one too. To open your registration again, ask for a new link below: it goes to your e-mail address.';
