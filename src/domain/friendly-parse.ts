// One way to check configuration and content with zod, and one message format for what is wrong:
// "Invalid <what>:" then one line per problem, "<path>: <message>", e.g. "PAYMENT_HOLD_SECONDS: must
// be at least 10" or "sponsorLevels.2.priceDollars: ...". Used for the environment (netlify/lib)
// and for the yearly content in src/data, so a bad edit fails the build or the start loudly.
import type { z } from 'zod';

export function friendlyIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message));
}

export class FriendlyParseError extends Error {
  readonly problems: string[];
  constructor(what: string, problems: string[]) {
    super(`Invalid ${what}:\n  ${problems.join('\n  ')}`);
    this.name = 'FriendlyParseError';
    this.problems = problems;
  }
}

/** The parsed value, or a FriendlyParseError naming every problem. */
export function parseWithFriendlyErrors<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new FriendlyParseError(what, friendlyIssues(result.error));
  return result.data;
}
