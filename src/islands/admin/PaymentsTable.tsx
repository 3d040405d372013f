// The Payments view: every payment message the server received (IPNs, captures, refunds), newest
// first, with what was done with it, so nothing a payer sent is invisible. Each links to its
// registration; the ones that need the organizer are marked.
import { usePanelHeading } from './kit/panel-focus.ts';
import { useId } from 'react';
import type { PaymentEventItem } from './admin-api.ts';
import { displayCents, displayDateTime } from './display.ts';
import EmailText from './EmailText.tsx';
import { kindLabel, outcomeLabel, outcomeTone } from './payment-labels.ts';

interface Props {
  items: PaymentEventItem[] | null;
  loading: boolean;
  onShowRegistration: (registrationId: string) => void;
  onClose: () => void;
}

export default function PaymentsTable({ items, loading, onShowRegistration, onClose }: Props) {
  const id = useId();
  const heading = usePanelHeading();
  const attention = items?.filter((item) => outcomeTone(item.outcome) === 'attention').length ?? 0;
  return (
    <section className="admin-panel admin-registrations" aria-labelledby={`${id}-title`}>
      <div className="admin-registrations__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="admin-panel__title">Payments</h2>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      {loading && !items ? <p role="status">Loading payments...</p> : null}
      {items && items.length === 0 ? <p>No payment messages yet.</p> : null}
      {items && items.length > 0 ? (
        <>
          <p className="admin-results">
            {items.length === 1 ? '1 payment message' : `${items.length} payment messages`}, newest first
            {attention > 0 ? <strong className="admin-results__attention">{`; ${attention} need${attention === 1 ? 's' : ''} attention`}</strong> : null}
          </p>
          <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Payments table">
            <table className="admin-table admin-table--cards">
              <caption className="visually-hidden">Payment messages, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Kind</th>
                  <th scope="col">PayPal status</th>
                  <th scope="col">Outcome</th>
                  <th scope="col" className="admin-table__number">Amount</th>
                  <th scope="col">Payer email</th>
                  <th scope="col">Transaction</th>
                  <th scope="col">Registration</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const tone = outcomeTone(item.outcome);
                  return (
                    <tr key={item.id} className={tone === 'attention' ? 'admin-row--attention' : undefined}>
                      <td data-label="Received">
                        <time dateTime={item.receivedAt}>{displayDateTime(item.receivedAt)}</time>
                      </td>
                      <td data-label="Kind">{kindLabel(item.kind)}</td>
                      <td data-label="PayPal status">
                        <span className="admin-stack">
                          {item.providerStatus ?? '–'}
                          <span className="admin-facts">{item.verification}</span>
                        </span>
                      </td>
                      <td data-label="Outcome">
                        <span className={`admin-badge admin-badge--${tone}`}>
                          {tone === 'attention' ? <span className="visually-hidden">Needs attention: </span> : null}
                          {outcomeLabel(item.outcome)}
                        </span>
                      </td>
                      <td data-label="Amount" className="admin-table__number">{displayCents(item.amountCents, item.currency)}</td>
                      <td data-label="Payer email" className="admin-table__wrap">{item.payerEmail ? <EmailText email={item.payerEmail} /> : '–'}</td>
                      <td data-label="Transaction">
                        <span className="admin-stack admin-table__mono">
                          {item.txnId ?? '–'}
                          {item.orderId ? <span className="admin-facts">Order {item.orderId}</span> : null}
                        </span>
                      </td>
                      <td data-label="Registration">
                        {item.registrationId ? (
                          <button
                            type="button"
                            className="admin-link-button admin-table__mono"
                            aria-label={`Show registration ${item.registrationId}`}
                            onClick={() => onShowRegistration(item.registrationId!)}
                          >
                            {item.registrationId}
                          </button>
                        ) : (
                          '–'
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
