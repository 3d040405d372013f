// /sponsor-payment-success's "pay by check" option, as a registration the organizer can mark paid:
// the sponsor picks the level (the page does not know which one was paid for, if any) and the
// stored sponsorship record fills in the contact details it has.
import { useEffect, useState } from 'react';
import { getSponsorLevels } from '../../data/levels.ts';
import { defaultSponsorName, withAvailability, type SponsorshipRecord } from '../../domain/sponsor-checkout.ts';
import { OfflineOption } from './methods/OfflineOption.tsx';
import { loadSponsorshipRecord } from './record.ts';
import { useAvailability } from './useAvailability.ts';

export default function SuccessOffline() {
  const [record, setRecord] = useState<SponsorshipRecord | null>(null);
  useEffect(() => setRecord(loadSponsorshipRecord()), []);
  const levels = withAvailability(getSponsorLevels(), useAvailability());
  const defaults = { name: record?.name === defaultSponsorName ? undefined : record?.name, email: record?.email, phone: record?.phone };
  return <OfflineOption levels={levels} defaults={defaults} />;
}
