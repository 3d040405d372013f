// Links that carry a secret to a page do it in the fragment (`/registration#entry=...`,
// `#offer=...`, `/my-registration#<token>`, `/seat#<token>`): a fragment is never sent to a server
// nor in a Referer. One reader of them.

/** The value of `key` in a location hash ('#a=1&b=2'), or undefined when it is absent or empty. */
export function hashParam(hash: string, key: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get(key) || undefined;
}

/** A whole fragment that is the token itself ('#<token>'), trimmed; '' when there is none. */
export function tokenFromHash(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, '')).trim();
}
