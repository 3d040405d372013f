// "Did you mean name@gmail.com?": a suggestion for an e-mail address whose domain looks like a
// misspelt common mail provider (a mistyped address is the commonest reason a registrant
// never gets the confirmation). Only a hint: the address as typed is always accepted.
//
// The matching is @zootools/email-spell-checker's (the maintained TypeScript successor of
// mailcheck), with lists tuned for this site's visitors, people in the oil and gas industry:
// - the US providers its default list lacks, and real providers it would "correct" to another one
//   (email.com is not a typo of gmail.com);
// - only the long provider names as second-level guesses (its default "mail" and "live" turn
//   company domains such as dril.com into mail.com);
// - no guess that replaces a domain name of 1 to 3 letters: short names are how many of the
//   industry's companies write theirs (bp.com, oxy.com, eog.com, apa.com, slb.com, hp.com), and
//   the library would turn them into qq.com, sky.com or aol.com. Their top-level domain is still
//   corrected (aol.cm -> aol.com);
// - no guess that changes the first letter of the name (people rarely mistype that one; without
//   this rule dril.com became mail.com), nor more than one letter of a name of 4 or 5 letters
//   (hess.com is not a typo of hey.com).
import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';

const domains = [
  ...new Set([
    ...POPULAR_DOMAINS,
    'yahoo.com',
    'hotmail.com',
    'outlook.com',
    'live.com',
    'msn.com',
    'email.com',
    'mail.com',
    'gmx.com',
    'usa.net',
    'juno.com',
    'netzero.net',
    'windstream.net',
    'frontier.com',
    'centurylink.net',
    'suddenlink.net',
  ]),
];
const secondLevelDomains = ['yahoo', 'hotmail', 'outlook', 'gmail', 'icloud', 'comcast', 'sbcglobal', 'bellsouth'];

/** The first label of a domain: "gmial" in "gmial.com". */
const nameOf = (domain: string): string => domain.split('.')[0] ?? '';

/**
 * Typing distance: insertions, deletions, substitutions and swaps of two neighbours count 1
 * (optimal string alignment). The library's default (sift3) scores a dropped letter below a wrong
 * one, so it turned gmial.con into gmail.co rather than gmail.com.
 */
export function typingDistance(a: string, b: string): number {
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The address the visitor probably meant, or undefined when `typed` looks right (or is not an
 * address at all). The part before the @ is kept exactly as typed.
 */
export function emailTypoSuggestion(typed: string): string | undefined {
  const value = typed.trim();
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return undefined;
  const domain = value.slice(at + 1).toLowerCase();
  // Non-ASCII domains are never a misspelt provider (the library would percent-encode them).
  if (!/^[a-z0-9.-]+$/.test(domain)) return undefined;
  const suggestion = run({ email: `x@${domain}`, domains, secondLevelDomains, topLevelDomains: POPULAR_TLDS, distanceFunction: typingDistance });
  if (!suggestion || suggestion.domain === domain) return undefined;
  const typedName = nameOf(domain);
  const suggestedName = nameOf(suggestion.domain);
  if (suggestedName !== typedName) {
    const allowed = typedName.length <= 3 ? 0 : typedName.length <= 5 ? 1 : 2;
    if (suggestedName[0] !== typedName[0] || typingDistance(typedName, suggestedName) > allowed) return undefined;
  }
  return `${value.slice(0, at)}@${suggestion.domain}`;
}
