// Sponsor entries in the registrations table: under a sponsorship, the player entries it includes
// (each code, and who used it, or unused, or withdrawn); under a player, the sponsor whose entry it used.
import type { AdminListItem } from './admin-api.ts';

const entryStateLabels = { unused: 'unused', used: 'used', withdrawn: 'withdrawn (the sponsorship was refunded)' } as const;

export default function SponsorEntryFacts({ item }: { item: AdminListItem }) {
  if (item.sponsoredBy) {
    return (
      <span className="admin-facts">
        Sponsored by {item.sponsoredBy.name || 'a deleted sponsorship'}{' '}
        <span className="admin-table__mono">({item.sponsoredBy.registrationId})</span>
      </span>
    );
  }
  if (item.entries.length === 0) return null;
  const used = item.entries.filter((e) => e.state === 'used').length;
  return (
    <span className="admin-facts">
      <span>
        Player entries: {used} of {item.entries.length} used
      </span>
      <ul className="admin-entries" aria-label={`Player entries of ${item.registrationId}`}>
        {item.entries.map((entry) => (
          <li key={entry.code}>
            <span className="admin-table__mono">{entry.code}</span>
            <br />
            {entry.usedBy ? (
              <>
                used by {entry.usedBy.name} <span className="admin-table__mono">({entry.usedBy.registrationId})</span>
              </>
            ) : (
              entryStateLabels[entry.state]
            )}
          </li>
        ))}
      </ul>
    </span>
  );
}
