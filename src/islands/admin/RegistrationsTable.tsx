// The registrations table (SPEC §2 /admin) with each row's payment state: filtered by state,
// searched, sorted by its column headers; rows become stacked cards on a phone. One Delete per row.
// Under the level: a sponsorship's player entries, and an order's seats or a seat's buyer.
import { useId, useMemo, type Ref } from 'react';
import { Field, SelectField } from '../forms/Field.tsx';
import type { AdminListItem } from './admin-api.ts';
import { displayAmount, displayCents, displayDateTime, displayStatus } from './display.ts';
import { flagLabels, stateLabels } from './payment-labels.ts';
import {
  countByFilter,
  stateFilterLabels,
  stateFilters,
  toggleSort,
  viewRegistrations,
  type RegistrationView,
  type SortKey,
  type StateFilter,
} from './registration-view.ts';
import EmailText from './EmailText.tsx';
import SortHeader from './SortHeader.tsx';
import SponsorEntryFacts from './SponsorEntryFacts.tsx';
import type { OrderSeatView } from '../../domain/seats/views.ts';
import SeatFacts from './seats/SeatFacts.tsx';

interface Props {
  items: AdminListItem[] | null;
  loading: boolean;
  view: RegistrationView;
  onViewChange: (view: RegistrationView) => void;
  deletingId: string | null;
  /** Absent for a role that may not delete (the treasurer): no Delete buttons. */
  onDelete?: (registrationId: string) => void;
  /** Record a check or bank transfer for an unpaid registration. */
  onRecordPayment: (item: AdminListItem) => void;
  onDownloadReceipt: (item: AdminListItem) => void;
  /** Absent for a role that may not change seats: no "Name or move" buttons. */
  onMoveSeat?: (order: AdminListItem, seat: OrderSeatView) => void;
  onClose: () => void;
  /** The panel's heading, focused when another view opens the table on one registration. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const columns: { key: SortKey; label: string; className?: string }[] = [
  { key: 'registrationId', label: 'Registration ID' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'type', label: 'Type' },
  { key: 'amount', label: 'Amount', className: 'admin-table__number' },
  { key: 'status', label: 'Status' },
  { key: 'state', label: 'Payment' },
  { key: 'createdAt', label: 'Created' },
];

/** The facts of a row's payment state: when its hold ends, or what was paid, when, under which transaction. */
function PaymentDetails({ item }: { item: AdminListItem }) {
  if (item.state === 'pending' || item.state === 'expired') {
    if (!item.holdExpiresAt) return null;
    return (
      <span className="admin-facts">
        {item.state === 'pending' ? 'Hold ends ' : 'Hold ended '}
        <time dateTime={item.holdExpiresAt}>{displayDateTime(item.holdExpiresAt)}</time>
      </span>
    );
  }
  if (item.paidCents === null && !item.paidAt && !item.txnId) return null;
  return (
    <span className="admin-facts">
      {item.paidCents !== null ? <span>{displayCents(item.paidCents)} paid</span> : null}
      {item.paidAt ? (
        <span>
          {item.paidCents === null ? 'Paid ' : ''}
          <time dateTime={item.paidAt}>{displayDateTime(item.paidAt)}</time>
        </span>
      ) : null}
      {item.txnId ? <span className="admin-table__mono">Txn {item.txnId}</span> : null}
    </span>
  );
}

export default function RegistrationsTable({ items, loading, view, onViewChange, deletingId, onDelete, onRecordPayment, onDownloadReceipt, onMoveSeat, onClose, headingRef }: Props) {
  const id = useId();
  const shown = useMemo(() => (items ? viewRegistrations(items, view) : []), [items, view]);
  const counts = useMemo(() => (items ? countByFilter(items) : null), [items]);
  const set = (change: Partial<RegistrationView>) => onViewChange({ ...view, ...change });

  return (
    <section className="admin-panel admin-registrations" aria-labelledby={`${id}-title`}>
      <div className="admin-registrations__head">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="admin-panel__title">Manage Registrations</h2>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="admin-filters">
        <SelectField
          id={`${id}-state`}
          label="Payment state"
          value={view.filter}
          onValue={(filter) => set({ filter: filter as StateFilter })}
          options={stateFilters.map((filter) => ({ value: filter, label: `${stateFilterLabels[filter]}${counts ? ` (${counts[filter]})` : ''}` }))}
        />
        <Field
          id={`${id}-search`}
          label="Search"
          type="search"
          placeholder="Name, e-mail or registration ID"
          value={view.search}
          onValue={(search) => set({ search })}
        />
      </div>
      {loading && !items ? <p role="status">Loading registrations...</p> : null}
      {items && items.length === 0 ? <p>No registrations yet.</p> : null}
      {items && items.length > 0 ? (
        <>
          <p className="admin-results" role="status">
            Showing {shown.length} of {items.length} registrations
          </p>
          <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Registrations table">
            <table className="admin-table admin-table--cards admin-table--sortable">
              <caption className="visually-hidden">Registrations; the column headers sort them</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <SortHeader
                      key={column.key}
                      label={column.label}
                      className={column.className}
                      direction={view.sort.key === column.key ? view.sort.direction : undefined}
                      onSort={() => set({ sort: toggleSort(view.sort, column.key) })}
                    />
                  ))}
                  <th scope="col" className="admin-table__unsortable">Actions</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((item) => {
                  const status = displayStatus(item.status);
                  return (
                    <tr key={item.registrationId} className={item.flag ? 'admin-row--attention' : undefined}>
                      <td data-label="Registration ID">
                        <span className="admin-table__mono">{item.registrationId}</span>
                      </td>
                      <td data-label="Name">{`${item.firstName} ${item.lastName}`}</td>
                      <td data-label="Email" className="admin-table__wrap">
                        <EmailText email={item.email} />
                      </td>
                      <td data-label="Type">
                        <span className="admin-stack">
                          {item.registrationTypeName}
                          <SponsorEntryFacts item={item} />
                          <SeatFacts item={item} onMove={onMoveSeat} />
                        </span>
                      </td>
                      <td data-label="Amount" className="admin-table__number">{displayAmount(item.amount)}</td>
                      <td data-label="Status">
                        <span className={`admin-badge admin-badge--${status.toLowerCase()}`}>{status}</span>
                      </td>
                      <td data-label="Payment">
                        <span className="admin-stack">
                          <span className={`admin-badge admin-badge--state-${item.state}`}>{stateLabels[item.state]}</span>
                          {item.flag ? <span className="admin-badge admin-badge--attention">{flagLabels[item.flag]}</span> : null}
                          <PaymentDetails item={item} />
                        </span>
                      </td>
                      <td data-label="Created">
                        <time dateTime={item.createdAt}>{displayDateTime(item.createdAt)}</time>
                      </td>
                      <td data-label="Actions">
                        <span className="admin-actions">
                        {item.state === 'pending' || item.state === 'expired' ? (
                          <button
                            type="button"
                            className="admin-button admin-button--outline admin-button--small"
                            aria-label={`Record a check or transfer for ${item.registrationId}`}
                            onClick={() => onRecordPayment(item)}
                          >
                            Record check or transfer
                          </button>
                        ) : null}
                        {item.receiptNumber ? (
                          <button
                            type="button"
                            className="admin-button admin-button--outline admin-button--small"
                            aria-label={`Download receipt ${item.receiptNumber} of ${item.registrationId}`}
                            onClick={() => onDownloadReceipt(item)}
                          >
                            Receipt {item.receiptNumber}
                          </button>
                        ) : null}
                        {onDelete ? (
                          <button
                            type="button"
                            className="admin-button admin-button--danger admin-button--small"
                            aria-label={`Delete ${item.registrationId}`}
                            disabled={deletingId === item.registrationId}
                            onClick={() => onDelete(item.registrationId)}
                          >
                            {deletingId === item.registrationId ? 'Deleting...' : 'Delete'}
                          </button>
                        ) : null}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {shown.length === 0 ? <p>No registrations match this filter and search.</p> : null}
        </>
      ) : null}
    </section>
  );
}
