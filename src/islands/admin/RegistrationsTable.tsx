// The registrations table (SPEC §2 /admin): scrolls sideways on a phone, one Delete per row.
import { useId } from 'react';
import type { AdminListItem } from './admin-api.ts';
import { displayAmount, displayPaymentStatus, displayStatus, displayType } from './display.ts';

interface Props {
  items: AdminListItem[] | null;
  loading: boolean;
  deletingId: string | null;
  onDelete: (registrationId: string) => void;
  onClose: () => void;
}

export default function RegistrationsTable({ items, loading, deletingId, onDelete, onClose }: Props) {
  const id = useId();
  return (
    <section className="admin-panel admin-registrations" aria-labelledby={`${id}-title`}>
      <div className="admin-registrations__head">
        <h2 id={`${id}-title`} className="admin-panel__title">Manage Registrations</h2>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      {loading && !items ? <p role="status">Loading registrations...</p> : null}
      {items && items.length === 0 ? <p>No registrations yet.</p> : null}
      {items && items.length > 0 ? (
        // Keyboard users can scroll the region too (it is focusable and named).
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Registrations table">
          <table className="admin-table">
            <caption className="visually-hidden">All registrations, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Registration ID</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Type</th>
                <th scope="col" className="admin-table__number">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const status = displayStatus(item.status);
                return (
                  <tr key={item.registrationId}>
                    <td className="admin-table__mono">{item.registrationId}</td>
                    <td>{`${item.firstName} ${item.lastName}`}</td>
                    <td>{item.email}</td>
                    <td>{displayType(item.registrationType)}</td>
                    <td className="admin-table__number">{displayAmount(item.amount)}</td>
                    <td>
                      <span className={`admin-badge admin-badge--${status.toLowerCase()}`}>{status}</span>
                    </td>
                    <td>
                      <span className={`admin-badge admin-badge--payment-${displayPaymentStatus(item.paymentStatus).toLowerCase()}`}>
                        {displayPaymentStatus(item.paymentStatus)}
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="admin-button admin-button--danger admin-button--small"
                        aria-label={`Delete ${item.registrationId}`}
                        disabled={deletingId === item.registrationId}
                        onClick={() => onDelete(item.registrationId)}
                      >
                        {deletingId === item.registrationId ? 'Deleting...' : 'Delete'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
