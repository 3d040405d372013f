// Pure rules of the registration screen: totals, the payload and the payment key (the check with
// the shared schema is checks.ts). No React, no I/O, so it is unit-tested on its own.
import type { PromoCheck } from '../../domain/api-contract.ts';
import type { RegistrationLevel, RoomAddition } from '../../data/levels.ts';
import { formatAmount, type Cents } from '../../domain/money.ts';
import { computeTotal, noDiscount, type Discount } from '../../domain/pricing.ts';
import type { RegistrationScreenInput } from '../../domain/registration-screen.ts';
import { registrationScreenFields, type RegistrationScreenField } from '../../domain/registration-screen-fields.ts';
import { defaultResultsListing, resultsListingOf, type ResultsListing } from '../../domain/tournament/results-listing.ts';
import type { OfferView } from '../../domain/waiting-list/contract.ts';
import { withOfferContact } from '../../domain/waiting-list/offer-form.ts';
import { textEntries, textEntry, type FormEntries } from '../forms/entries.ts';
import { emptyPersonValues } from '../forms/person-fields.ts';

/**
 * What the visitor has typed or chosen; every text field is kept exactly as typed. The results
 * listing is a choice with a default, never missing, so it is not among the fields the error
 * summary checks.
 */
export type FormValues = Record<RegistrationScreenField, string> & { roomAdditions: string[]; resultsListing: ResultsListing };

export const emptyValues: FormValues = { ...emptyPersonValues, registrationType: '', seats: '1', roomAdditions: [], tShirtSize: '', resultsListing: defaultResultsListing };

/** The values a form's entries hold (FormData): what the visitor typed before the island hydrated. */
export function valuesFromEntries(data: FormEntries): FormValues {
  const values: FormValues = { ...emptyValues, roomAdditions: textEntries(data, 'roomAdditions'), resultsListing: resultsListingOf(data.get('resultsListing')) };
  for (const field of registrationScreenFields) values[field] = textEntry(data, field);
  values.seats ||= emptyValues.seats;
  return values;
}

export interface AppliedPromo {
  code: string;
  discount: Discount;
  restrictedTo?: string;
  /** Every level a restricted code applies to. */
  levelIds?: readonly string[];
}

const appliesTo = (levels: readonly string[] | undefined, first: string | undefined, registrationType: string): boolean =>
  levels && levels.length > 0 ? levels.includes(registrationType) : first === undefined || first === registrationType;

/** The level's price for each seat, the rooms and the promo: what the screen shows (the server computes the same). */
export function totalCents(
  values: Pick<FormValues, 'registrationType' | 'roomAdditions'>,
  levels: readonly RegistrationLevel[],
  rooms: readonly RoomAddition[],
  promo: AppliedPromo | null,
  seats = 1,
): Cents {
  const level = levels.find((l) => l.id === values.registrationType);
  const roomCents = rooms.filter((r) => values.roomAdditions.includes(r.id)).map((r) => r.priceCents);
  return computeTotal((level?.priceCents ?? 0) * seats, roomCents, promo?.discount ?? noDiscount).totalCents;
}

/**
 * The SPEC §3 registration payload. `amount` is the displayed total, e.g. "2450.00". `offerToken`
 * is the waiting-list offer the visitor opened, sent with the registration it is used for. `seats`
 * is sent for an order only (2 or more): one seat sends SPEC's payload as before.
 */
export function buildPayload(values: FormValues, total: Cents, promo: AppliedPromo | null, offerToken?: string, seats = 1): RegistrationScreenInput {
  return {
    registrationType: values.registrationType,
    roomAdditions: [...values.roomAdditions],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    jobTitle: values.jobTitle.trim(),
    tShirtSize: values.tShirtSize,
    billingStreet: values.billingStreet.trim(),
    billingCity: values.billingCity.trim(),
    billingState: values.billingState.trim(),
    billingZip: values.billingZip.trim(),
    amount: formatAmount(total),
    experience: 'Not specified',
    agreeTerms: true,
    referral: '',
    dietaryRestrictions: '',
    promoCode: promo ? promo.code.trim().toLowerCase() : '',
    resultsListing: values.resultsListing,
    ...(offerToken ? { offerToken } : {}),
    ...(seats > 1 ? { seats } : {}),
  };
}

/**
 * The form as a waiting-list offer opens it: the offer's level chosen (a room offer checks that
 * room), the rooms the person asked for checked where they can be, and the name and address the
 * offer was made to in the fields still empty (whatever the visitor typed meanwhile stays).
 */
export function valuesWithOffer(values: FormValues, offer: OfferView, rooms: readonly Pick<RoomAddition, 'id' | 'available'>[]): FormValues {
  const wanted = offer.kind === 'room' ? [offer.itemId] : offer.kind === 'player' ? offer.rooms : [];
  const open = wanted.filter((id) => rooms.some((r) => r.id === id && (r.available || id === offer.itemId)));
  return withOfferContact(
    {
      ...values,
      registrationType: offer.kind === 'player' ? offer.itemId : values.registrationType,
      roomAdditions: [...new Set([...values.roomAdditions, ...open])],
    },
    offer,
  );
}

/** Only the field names the screen shows; anything else the server names is left out. */
export function screenFieldErrors(errors: Record<string, string> | undefined): Partial<Record<RegistrationScreenField, string>> {
  const out: Partial<Record<RegistrationScreenField, string>> = {};
  for (const field of registrationScreenFields) if (errors?.[field]) out[field] = errors[field];
  return out;
}

// ---- Promo code ----

export interface ToastText {
  title: string;
  description: string;
}

export type PromoOutcome = { kind: 'applied'; promo: AppliedPromo } | { kind: 'refused'; toast: ToastText };

/** SPEC §8's promo messages, from the server's answer. */
export function promoOutcome(code: string, registrationType: string, check: PromoCheck): PromoOutcome {
  if (!check.valid) return { kind: 'refused', toast: { title: 'Invalid promo code', description: 'Please try again.' } };
  if (!check.available) {
    const restrictedElsewhere = check.restrictedTo !== undefined && !appliesTo(check.levelIds, check.restrictedTo, registrationType);
    return {
      kind: 'refused',
      toast: {
        title: restrictedElsewhere ? 'Invalid registration type' : 'Promo code unavailable',
        description: check.message || 'Please try again.',
      },
    };
  }
  return {
    kind: 'applied',
    promo: { code: code.trim().toLowerCase(), discount: check.discount ?? noDiscount, restrictedTo: check.restrictedTo, levelIds: check.levelIds },
  };
}

export const promoCheckFailed: ToastText = { title: 'Error checking promo code', description: 'Please try again.' };

/** A promo restricted to one level stops applying when the visitor picks another level. */
export const promoStillApplies = (promo: AppliedPromo, registrationType: string): boolean =>
  appliesTo(promo.levelIds, promo.restrictedTo, registrationType);

// ---- Submission ----

export const registrationFailedTitle = 'Registration Failed';
export const registrationError: ToastText = { title: 'Error', description: 'There was an error submitting your registration' };

