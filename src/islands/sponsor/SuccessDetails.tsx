import { useEffect, useState } from 'react';
import type { SponsorshipRecord } from '../../domain/sponsor-checkout.ts';
import { parseAmount, formatUsd } from '../../domain/money.ts';
import { loadPending } from '../../stores/pending-registration.ts';
import { getSponsorLevels } from '../../data/levels.ts';
import SponsorEntries from '../payment/SponsorEntries.tsx';
import DetailList, { type Detail } from '../shared/DetailList.tsx';
import { loadSponsorshipRecord } from './record.ts';
import './sponsor.css';

/**
 * The payment key of the sponsor form's registration in this tab, when it is this record's
 * sponsorship (same level): its player entries are shown with the record.
 */
function sponsorshipKey(record: SponsorshipRecord): string | null {
  const pending = loadPending();
  const level = getSponsorLevels().find((l) => l.id === pending?.registrationData.registrationType);
  return pending && level && level.name === record.level ? pending.registrationKey : null;
}

/** The stored sponsorship record, as text (React escapes it: never HTML). Hidden when absent. */
export default function SuccessDetails() {
  const [record, setRecord] = useState<SponsorshipRecord | null>(null);
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    const stored = loadSponsorshipRecord();
    setRecord(stored);
    setKey(stored ? stored.registrationKey || sponsorshipKey(stored) : null);
  }, []);
  if (!record) return null;
  const cents = parseAmount(record.amount);
  const rows: Detail[] = [
    ['Name', record.name],
    ['Sponsorship level', record.level],
    ['Amount', cents === null ? record.amount : formatUsd(cents)],
    ['Email', record.email],
  ];
  return (
    <>
      <section className="sp-card" aria-labelledby="sp-details-title">
        <h2 id="sp-details-title" className="sp-card__title">
          Your sponsorship
        </h2>
        <DetailList className="sp-details" rowClassName="sp-details__row" details={rows} />
      </section>
      {key ? <SponsorEntries registrationKey={key} className="sp-card" titleClassName="sp-card__title" /> : null}
    </>
  );
}
