import { useEffect, useState } from 'react';
import type { SponsorshipRecord } from '../../domain/sponsor-checkout.ts';
import { parseAmount, formatUsd } from '../../domain/money.ts';
import { loadSponsorshipRecord } from './record.ts';
import './sponsor.css';

/** The stored sponsorship record, as text (React escapes it: never HTML). Hidden when absent. */
export default function SuccessDetails() {
  const [record, setRecord] = useState<SponsorshipRecord | null>(null);
  useEffect(() => setRecord(loadSponsorshipRecord()), []);
  if (!record) return null;
  const cents = parseAmount(record.amount);
  const rows: Array<[string, string]> = [
    ['Name', record.name],
    ['Sponsorship level', record.level],
    ['Amount', cents === null ? record.amount : formatUsd(cents)],
    ['Email', record.email],
  ];
  return (
    <section className="sp-card" aria-labelledby="sp-details-title">
      <h2 id="sp-details-title" className="sp-card__title">
        Your sponsorship
      </h2>
      <dl className="sp-details">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="sp-details__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
