// One item's waiting list: its entries in line order, each with its place in line, state and the
// actions its state allows. Under 768 px each row is a card (admin.css), so the list fits a phone.
import { useId } from 'react';
import { itemName } from '../../../data/levels.ts';
import { entryState, itemSummary, mayOffer, mayRemove, type ItemWaitingList } from '../../../domain/waiting-list/admin-list.ts';
import type { AdminWaitingEntry } from '../../../domain/waiting-list/contract.ts';
import { eventDay } from '../../../data/event-day.ts';
import { displayVenueTime } from '../display.ts';
import EmailText from '../EmailText.tsx';
import './waiting-list.css';

interface Props {
  list: ItemWaitingList;
  /** The entry an action is running for: its buttons wait. */
  busyId: number | null;
  onOffer: (entry: AdminWaitingEntry) => void;
  onRemove: (entry: AdminWaitingEntry) => void;
}

const badgeTone: Record<AdminWaitingEntry['status'], string> = {
  waiting: 'state-pending',
  offered: 'ok',
  bought: 'state-paid',
  expired: 'neutral',
  left: 'neutral',
};

export default function WaitingListTable({ list, busyId, onOffer, onRemove }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-announce__heading">{list.itemName}</h3>
      <p className="admin-results">{itemSummary(list.entries)}</p>
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={`Waiting list for ${list.itemName}`}>
        <table className="admin-table admin-table--cards">
          <caption className="visually-hidden">Waiting list for {list.itemName}, in line order</caption>
          <thead>
            <tr>
              <th scope="col" className="admin-table__number">Position</th>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Rooms wanted</th>
              <th scope="col">State</th>
              <th scope="col">Joined</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.entries.map((entry) => {
              const state = entryState(entry);
              return (
                <tr key={entry.id}>
                  <td data-label="Position" className="admin-table__number">{entry.position ?? '—'}</td>
                  <td data-label="Name" className="admin-waiting__name">{entry.name}</td>
                  <td data-label="E-mail" className="admin-table__wrap">
                    <EmailText email={entry.email} />
                  </td>
                  <td data-label="Rooms wanted">{entry.rooms.length > 0 ? entry.rooms.map(itemName).join(', ') : '—'}</td>
                  <td data-label="State">
                    <span className="admin-stack">
                      <span className={`admin-badge admin-badge--${badgeTone[entry.status]}`}>{state.label}</span>
                      {/* The space keeps "Offered until …" one phrase for a screen reader and a copy. */}
                      {state.until ? <span className="admin-facts"> until {state.until}</span> : null}
                      {entry.offeredBy && entry.offeredBy !== 'list' ? <span className="admin-facts">Offered by hand by {entry.offeredBy}</span> : null}
                    </span>
                  </td>
                  <td data-label="Joined">
                    <time dateTime={entry.joinedAt}>{displayVenueTime(entry.joinedAt, eventDay.timeZone)}</time>
                  </td>
                  <td data-label="Actions">
                    <span className="admin-actions admin-waiting__actions">
                      {mayOffer(entry.status) ? (
                        <button
                          type="button"
                          className="admin-button admin-button--outline admin-button--small"
                          aria-label={`Offer a place to ${entry.name}`}
                          disabled={busyId === entry.id}
                          onClick={() => onOffer(entry)}
                        >
                          Offer a place
                        </button>
                      ) : null}
                      {mayRemove(entry.status) ? (
                        <button
                          type="button"
                          className="admin-button admin-button--danger admin-button--small"
                          aria-label={`Remove ${entry.name}`}
                          disabled={busyId === entry.id}
                          onClick={() => onRemove(entry)}
                        >
                          Remove
                        </button>
                      ) : null}
                      {!mayOffer(entry.status) && !mayRemove(entry.status) ? '—' : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
