// The last champion, congratulated on the home page. Update after each tournament.
import { winnerSchema } from './schemas.ts';

export const winner = winnerSchema.parse({
  year: 2025,
  player: 'Jake Thibodeaux', // placeholder name
  company: 'Bayou Minerals & Royalties', // placeholder company
  message: 'outlasted a full field through the night to take the 2025 title. Congratulations from everyone at WOOP!',
});
