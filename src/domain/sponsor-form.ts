// The sponsor form of /exact-copy: its schema (the sponsor registration schema of schemas.ts, with
// company and job title required) and the registration payload it sends. Apart from
// sponsor-checkout.ts so that only the page with the form loads the full zod API.
import { z } from './zod.ts';
import { formatAmount, type Cents } from './money.ts';
import { sponsorFormSchema, type RegistrationInput } from './schemas.ts';

/**
 * SPEC §5 leaves company and job title optional on the sponsor form, but the sponsor registration
 * schema the server applies requires them. The form asks for them as required, with the server's
 * messages, so the visitor learns it before submitting rather than from a refused registration.
 */
export const sponsorCheckoutFormSchema = sponsorFormSchema.extend({
  company: z.string().trim().max(200).min(1, 'Company name is required'),
  jobTitle: z.string().trim().max(200).min(1, 'Job title is required'),
});
export type SponsorCheckoutForm = z.infer<typeof sponsorCheckoutFormSchema>;

/**
 * The sponsor form as the registration payload of SPEC §3 (sponsor level id as registrationType).
 * `offerToken` is the waiting-list offer the visitor opened, sent with the registration it is used for.
 */
export function toSponsorRegistrationPayload(form: SponsorCheckoutForm, amountCents: Cents, offerToken?: string): RegistrationInput {
  return {
    registrationType: form.sponsorshipLevel,
    roomAdditions: [],
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    company: form.company,
    jobTitle: form.jobTitle,
    tShirtSize: form.shirtSize,
    billingStreet: form.billingStreet,
    billingCity: form.billingCity,
    billingState: form.billingState,
    billingZip: form.billingZip,
    amount: formatAmount(amountCents),
    experience: 'Not specified',
    agreeTerms: true,
    referral: '',
    dietaryRestrictions: '',
    promoCode: '',
    ...(offerToken ? { offerToken } : {}),
  };
}

