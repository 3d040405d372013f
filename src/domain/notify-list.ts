// What the server answers a notify-me sign-up. The Notify Me form shows the server's message and
// falls back to `added` (SPEC §8's text), so both sides read it from here.
export const notifyListMessages = {
  added: 'Thank you! We will notify you when registration opens.',
  exists: "You're already on the list. We will notify you when registration opens.",
} as const;
