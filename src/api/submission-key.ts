// One random key per set of answers a form sends, for when a registration is committed but its
// answer is lost (a dropped connection, a database outage mid-answer). Pressing the button again with the same answers, after "try again in a
// moment", sends the same key, and the server answers with the registration it already made;
// changed answers are a new submission with a new key.
const keys = new Map<string, string>();

export function withSubmissionKey<T extends object>(payload: T): T & { submissionKey: string } {
  const answers = JSON.stringify(payload);
  let key = keys.get(answers);
  if (!key) {
    key = crypto.randomUUID().replaceAll('-', '');
    keys.set(answers, key);
  }
  return { ...payload, submissionKey: key };
}
