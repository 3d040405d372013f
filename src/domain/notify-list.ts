// What the server answers a notify-me sign-up. The Notify Me form shows the server's message and
// falls back to `added` (SPEC §8's text), so both sides read it from here.
export const notifyListMessages = {
  added: 'Thank you! We will notify you when registration opens.',
  exists: "You're already on the list. We will notify you when registration opens.",
} as const;

/**
 * While a player level is on sale (the live facts' registrationOpen) there is nothing to wait for:
 * the answer says registration is open, as /register's Notify Me text does, and the list is for
 * the tournament's news. SPEC's texts above stay for the state they describe (nothing on sale).
 */
export const notifyListMessagesWhileOpen = {
  added: "Thank you! Registration is open now; we will send you the tournament's news.",
  exists: "You're already on the list. Registration is open now.",
} as const;
