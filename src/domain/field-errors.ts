// A zod error as the forms and the API show it. Its own module: the functions' error handling needs
// it without building every schema of schemas.ts (which re-exports it for the islands).
import type { z } from 'zod';

/** Field errors as { field: firstMessage }, for error summaries and the API's 400 answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
