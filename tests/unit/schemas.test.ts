// Every message of src/domain/schemas.ts, as SPEC §5 words it.
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  interestSchema,
  registrationSchema,
  sponsorFormSchema,
  sponsorRegistrationSchema,
} from '../../src/domain/schemas.ts';

const errorsOf = (schema: { safeParse(v: unknown): any }, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

const registration = {
  registrationType: 'all-in',
  firstName: 'Jolene',
  lastName: 'Broussard',
  email: 'jolene@example.com',
  phone: '337-555-0100',
};
const sponsorRegistration = {
  ...registration,
  registrationType: 'cocktail',
  company: 'Bayou Minerals',
  jobTitle: 'Landman',
  tShirtSize: 'L',
  billingStreet: '777 Casino Blvd',
  billingCity: 'Lake Charles',
  billingState: 'LA',
  billingZip: '70601',
};
const sponsorForm = {
  firstName: 'Jolene',
  lastName: 'Broussard',
  email: 'jolene@example.com',
  phone: '337-555-0100',
  sponsorshipLevel: 'table',
  billingStreet: '777 Casino Blvd',
  billingCity: 'Lake Charles',
  billingState: 'LA',
  billingZip: '70601',
  agreeTerms: true,
};

describe('interestSchema (notify form)', () => {
  it('requires a valid e-mail', () => {
    expect(errorsOf(interestSchema, { email: '' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf(interestSchema, {})).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf(interestSchema, { email: 'a@b' })).toEqual({ email: 'Please enter a valid email address' });
    expect(interestSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co', sendConfirmation: true });
  });
});

describe('registrationSchema (general registration)', () => {
  it('accepts the payload and fills SPEC defaults', () => {
    const parsed = registrationSchema.parse({ ...registration, promoCode: ' BERRY ' });
    expect(parsed).toMatchObject({ experience: 'Not specified', agreeTerms: true, roomAdditions: [], company: '', promoCode: 'berry' });
  });

  it('gives each required field its message', () => {
    expect(errorsOf(registrationSchema, {})).toEqual({
      registrationType: 'Please select a registration type',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
    expect(errorsOf(registrationSchema, { ...registration, firstName: '  ', lastName: '', registrationType: '' })).toEqual({
      registrationType: 'Please select a registration type',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('wants a phone of at least 10 characters', () => {
    expect(errorsOf(registrationSchema, { ...registration, phone: '555-0100' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(errorsOf(registrationSchema, { ...registration, phone: '3375550100' })).toEqual({});
  });

  it('limits lengths with a readable message', () => {
    expect(errorsOf(registrationSchema, { ...registration, firstName: 'x'.repeat(101) })).toEqual({ firstName: 'Must be 100 characters or fewer' });
    expect(errorsOf(registrationSchema, { ...registration, company: 'x'.repeat(201) })).toEqual({ company: 'Must be 200 characters or fewer' });
  });

  it('keeps company, job title, t-shirt, amount and billing optional', () => {
    expect(errorsOf(registrationSchema, registration)).toEqual({});
  });
});

describe('sponsorRegistrationSchema', () => {
  it('requires company, job, t-shirt and the billing address with their messages', () => {
    expect(errorsOf(sponsorRegistrationSchema, { ...registration, registrationType: 'cocktail' })).toEqual({
      company: 'Company name is required',
      jobTitle: 'Job title is required',
      tShirtSize: 'Please select a t-shirt size',
      billingStreet: 'Street address is required',
      billingCity: 'City is required',
      billingState: 'State is required',
      billingZip: 'ZIP code is required',
    });
    expect(errorsOf(sponsorRegistrationSchema, sponsorRegistration)).toEqual({});
  });

  it.each(['all-in', 'just-main-event', 'just-second-chance', 'second-chance-golf', 'party-golf', 'just-party'])(
    'refuses the sold-out attendee level %s',
    (registrationType) => {
      expect(errorsOf(sponsorRegistrationSchema, { ...sponsorRegistration, registrationType })).toEqual({
        registrationType: 'This registration type is currently unavailable',
      });
    },
  );

  it('still asks for a registration type when empty', () => {
    expect(errorsOf(sponsorRegistrationSchema, { ...sponsorRegistration, registrationType: '' })).toEqual({
      registrationType: 'Please select a registration type',
    });
  });
});

describe('sponsorFormSchema (/exact-copy)', () => {
  it('gives each field its message', () => {
    expect(errorsOf(sponsorFormSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      sponsorshipLevel: 'Please select a sponsorship level',
      billingStreet: 'Street address is required',
      billingCity: 'City is required',
      billingState: 'State is required',
      billingZip: 'ZIP code is required',
      agreeTerms: 'You must agree to the terms and conditions',
    });
  });

  it('needs the terms agreed and a listed shirt size (default L)', () => {
    expect(errorsOf(sponsorFormSchema, { ...sponsorForm, agreeTerms: false })).toEqual({ agreeTerms: 'You must agree to the terms and conditions' });
    expect(sponsorFormSchema.parse(sponsorForm).shirtSize).toBe('L');
    expect(Object.keys(errorsOf(sponsorFormSchema, { ...sponsorForm, shirtSize: 'XS' }))).toEqual(['shirtSize']);
    expect(errorsOf(sponsorFormSchema, { ...sponsorForm, shirtSize: 'XXL', company: '' })).toEqual({});
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field, keyed by path', () => {
    const result = registrationSchema.safeParse({ ...registration, roomAdditions: ['x'.repeat(61)] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ 'roomAdditions.0': 'Must be 60 characters or fewer' });
  });
});

describe('the player level ids', () => {
  it('the sponsor schema refuses are the content’s player levels', async () => {
    const { playerLevelIds } = await import('../../src/domain/items.ts');
    const { getRegistrationLevels } = await import('../../src/data/levels.ts');
    expect([...playerLevelIds]).toEqual(getRegistrationLevels().map((l) => l.id));
  });
});
