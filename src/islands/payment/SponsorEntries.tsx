// A paid sponsorship's player entries on its success pages (/payment-success, /sponsor-payment-success):
// each code with the link that opens the registration screen with it filled in. Nothing is shown
// while loading, when the registration has no entries, or when they cannot be read (the sponsor
// also has them by e-mail).
import { useEffect, useState } from 'react';
import { fetchSponsorEntries } from '../../api/sponsor-entries.ts';
import { entryLink, type SponsorEntryView } from '../../domain/sponsor-entries.ts';
import './sponsor-entries.css';

interface Props {
  registrationKey: string;
  /** The page's own card and heading classes (the sponsor pages' card; /payment-success's section). */
  className?: string;
  titleClassName?: string;
}

export default function SponsorEntries({ registrationKey, className = '', titleClassName }: Props) {
  const [entries, setEntries] = useState<SponsorEntryView[]>([]);

  useEffect(() => {
    let cancelled = false;
    fetchSponsorEntries(registrationKey)
      .then((answer) => !cancelled && setEntries(answer.entries))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [registrationKey]);

  if (entries.length === 0) return null;
  return (
    <section className={`sponsor-entries ${className}`.trim()} aria-labelledby="sponsor-entries-title">
      <h2 id="sponsor-entries-title" className={titleClassName}>
        Your player entries
      </h2>
      <p>
        Your sponsorship includes {entries.length === 1 ? '1 player entry' : `${entries.length} player entries`}. Each code
        registers one player with the level price covered (room additions are still charged). Send each player one link:
        it opens the registration page with the code filled in. We have e-mailed them to you as well.
      </p>
      <ol className="sponsor-entries__list">
        {entries.map((entry, i) => (
          <li key={entry.code} className="sponsor-entries__item">
            <code className="sponsor-entries__code">{entry.code}</code>
            {entry.state === 'unused' ? (
              <a href={entryLink('', entry.code)}>Register a player with entry {i + 1}</a>
            ) : entry.state === 'used' ? (
              <span className="sponsor-entries__state">Used by {entry.usedBy?.name}</span>
            ) : (
              <span className="sponsor-entries__state">Withdrawn</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
