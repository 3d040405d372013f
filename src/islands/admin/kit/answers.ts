// How the signed-in screens read an OK answer (kit/call.ts's `read`): JSON checked by the
// contract's schema, a change's own message, or a file to save. Apart from call.ts so the sign-in
// form, which loads with the page, does not carry them.
import { readMessage } from '../../../api/fetcher.ts';
import { filenameOf, saveFile } from '../../../api/save-file.ts';

/** Reads an answer as JSON checked by the contract's schema. */
export const parsed =
  <T>(schema: { parse: (value: unknown) => T }) =>
  async (response: Response): Promise<T> =>
    schema.parse(await response.json());

/** An answer's own message (a team change says what it did), else `fallback`. */
export const answerMessage =
  (fallback: string) =>
  async (response: Response): Promise<string> =>
    readMessage(await response.json().catch(() => null)).message ?? fallback;

/** Saves the answer as a file named `filename`, or as the server names it when `serverName` is set. */
export const savedAs =
  (filename: string, { serverName = false } = {}) =>
  async (response: Response): Promise<void> =>
    saveFile(await response.blob(), serverName ? filenameOf(response, filename) : filename);
