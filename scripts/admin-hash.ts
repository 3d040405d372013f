// Prints an ADMIN_PASSWORD_HASH value for a password given as the argument or on stdin:
//   npm run -s admin:hash -- 'correct horse'      or      printf %s 'correct horse' | npm run -s admin:hash
// stdin is better: an argument stays in the shell history. (-s keeps npm's banner out of the output.)
import { text } from 'node:stream/consumers';
import { hashPassword } from '../netlify/lib/team/password.ts';

async function readPassword(): Promise<string> {
  const fromArgument = process.argv[2];
  if (fromArgument !== undefined) return fromArgument;
  if (process.stdin.isTTY) process.stderr.write('Admin password (then Enter, Ctrl-D): ');
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

const password = await readPassword();
if (password.length < 12) {
  console.error('Refusing: choose an admin password of at least 12 characters.');
  process.exit(1);
}
console.log(await hashPassword(password));
