// Checks the plain content modules of src/data that the islands import without zod (levels, rooms,
// sponsor levels, sponsorship payment details). Imported by the base layout, so a bad edit fails
// `astro build` with one line per problem; tests/unit/content-check.test.ts runs it too.
import { parseWithFriendlyErrors } from '../domain/friendly-parse.ts';
import { registrationLevels, roomAdditions } from './registration-options.ts';
import { easyPaymentLevelsSchema, registrationLevelsSchema, roomAdditionsSchema, sponsorLevelsSchema, sponsorshipSchema } from './schemas.ts';
import { sponsorLevels } from './sponsor-levels.ts';
import { easyPaymentLevels, sponsorship } from './sponsorship.ts';

export function checkContent(content = { registrationLevels, roomAdditions, sponsorLevels, sponsorship, easyPaymentLevels }): void {
  parseWithFriendlyErrors(registrationLevelsSchema, content.registrationLevels, 'registration levels in src/data/registration-options.ts');
  parseWithFriendlyErrors(roomAdditionsSchema, content.roomAdditions, 'room additions in src/data/registration-options.ts');
  parseWithFriendlyErrors(sponsorLevelsSchema, content.sponsorLevels, 'sponsor levels in src/data/sponsor-levels.ts');
  parseWithFriendlyErrors(sponsorshipSchema, content.sponsorship, 'the treasurer details in src/content/treasurer.json');
  parseWithFriendlyErrors(easyPaymentLevelsSchema, content.easyPaymentLevels, 'the /easy-payment list in src/data/sponsorship.ts');
  const sponsorIds = new Set(content.sponsorLevels.map((l) => l.id));
  const unknown = content.easyPaymentLevels.filter((l) => l.levelId && !sponsorIds.has(l.levelId));
  if (unknown.length) throw new Error(`Invalid /easy-payment list in src/data/sponsorship.ts:\n  ${unknown.map((l) => `${l.id}: levelId ${l.levelId} is not a sponsor level`).join('\n  ')}`);
}

checkContent();
