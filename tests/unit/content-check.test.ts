import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/data/content-check.ts';
import { registrationLevels, roomAdditions } from '../../src/data/registration-options.ts';
import { sponsorLevels } from '../../src/data/sponsor-levels.ts';
import { easyPaymentLevels, sponsorship } from '../../src/data/sponsorship.ts';

const content = { registrationLevels, roomAdditions, sponsorLevels, sponsorship, easyPaymentLevels };

describe('the yearly content in src/data', () => {
  it('is valid as shipped', () => {
    expect(() => checkContent()).not.toThrow();
  });

  it('refuses two sponsor levels at one price, naming the file and the entry', () => {
    const twice = [...sponsorLevels, { ...sponsorLevels[1]!, id: 'copy' }];
    expect(() => checkContent({ ...content, sponsorLevels: twice })).toThrow(/sponsor levels in src\/data\/sponsor-levels\.ts:\n {2}\d+: sponsor price \$3750 is used twice/);
  });

  it('refuses cents, a repeated id and an /easy-payment entry for a level that does not exist', () => {
    expect(() => checkContent({ ...content, registrationLevels: [{ ...registrationLevels[0]!, priceDollars: 24.5 }] })).toThrow(/0\.priceDollars: must be whole dollars/);
    expect(() => checkContent({ ...content, roomAdditions: [roomAdditions[0]!, roomAdditions[0]!] })).toThrow(/room id wednesday-room is used twice/);
    expect(() => checkContent({ ...content, easyPaymentLevels: [{ ...easyPaymentLevels[0]!, levelId: 'gold' }] })).toThrow(/levelId gold is not a sponsor level/);
  });
});
