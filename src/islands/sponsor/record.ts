// The sponsorship record in localStorage (SPEC §3, key sponsorshipRegistration).
import {
  parseSponsorshipRecord,
  sponsorshipRecordKey,
  type SponsorshipRecord,
} from '../../domain/sponsor-checkout.ts';

export function saveSponsorshipRecord(record: SponsorshipRecord): void {
  try {
    localStorage.setItem(sponsorshipRecordKey, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the success page then simply shows no details.
  }
}

export function loadSponsorshipRecord(): SponsorshipRecord | null {
  try {
    return parseSponsorshipRecord(localStorage.getItem(sponsorshipRecordKey));
  } catch {
    return null;
  }
}

export const successPath = '/sponsor-payment-success';
