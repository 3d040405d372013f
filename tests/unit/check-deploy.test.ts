import { describe, expect, it } from 'vitest';
import { checkDeployEnv } from '../../scripts/check-deploy.ts';

const complete = {
  DATABASE_URL: 'postgresql://woop:secret@ep-cool-rain-123456-pooler.us-east-2.aws.neon.tech/woop?sslmode=require',
  ADMIN_PASSWORD_HASH: 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
  ADMIN_TOKEN_SECRET: 'a-token-secret-of-at-least-32-characters',
  CHECKIN_CODE_SECRET: 'a-check-in-secret-of-at-least-32-characters',
  PAYPAL_ENV: 'live',
  PAYPAL_CLIENT_ID: 'client-id',
  PAYPAL_CLIENT_SECRET: 'client-secret',
  PAYPAL_BUSINESS: 'treasurer@example.com',
  SITE_URL: 'https://woop.example',
};

describe('check:deploy', () => {
  it('passes a complete production environment with the pooled Neon URL', () => {
    expect(checkDeployEnv(complete)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses an empty environment with one line per missing variable, each naming it', () => {
    const { errors } = checkDeployEnv({});
    const named = ['DATABASE_URL', 'ADMIN_PASSWORD_HASH', 'ADMIN_TOKEN_SECRET', 'CHECKIN_CODE_SECRET', 'PAYPAL_ENV', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_BUSINESS', 'SITE_URL'];
    expect(errors).toHaveLength(named.length);
    named.forEach((name, i) => expect(errors[i]).toMatch(new RegExp(`^${name} `)));
  });

  it('refuses values a deployed site cannot use', () => {
    const { errors } = checkDeployEnv({
      ...complete,
      DATABASE_URL: 'file:.data/pglite',
      ADMIN_PASSWORD_HASH: 'hunter2',
      ADMIN_TOKEN_SECRET: 'too-short',
      PAYPAL_ENV: 'local',
      SITE_URL: 'http://localhost:8888',
    });
    expect(errors.map((e) => e.split(' ')[0])).toEqual(['DATABASE_URL', 'ADMIN_PASSWORD_HASH', 'ADMIN_TOKEN_SECRET', 'PAYPAL_ENV', 'SITE_URL']);
  });

  it("warns, without refusing, for Neon's direct (not pooled) URL", () => {
    const { errors, warnings } = checkDeployEnv({ ...complete, DATABASE_URL: 'postgresql://woop:secret@ep-cool-rain-123456.us-east-2.aws.neon.tech/woop' });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^DATABASE_URL is Neon's direct URL: use the pooled one/)]);
  });
});
