// SHA-256 as lower-case hex: how the server stores a secret it must recognise but never keep (a
// personal link's token, an invitation link, a recovery code, a form's submission key) and how
// the limits table names an address without holding it. Random secrets of 60 bits or more need
// no stretching: a hash is enough.
import { createHash } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
