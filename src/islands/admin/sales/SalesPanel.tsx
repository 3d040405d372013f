// "Sales and promo codes": every player level, room addition and sponsor level with its state,
// price and places (taken, held, left), edited one at a time; the company seats' two settings; the
// promo codes with their uses; and the changes made, with before and after. The organizer sets here
// what the live facts of the public pages say. Usable on a phone (390 px): one column, full-width
// fields, no table wider than the screen.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatUsd } from '../../../domain/money.ts';
import { stateWords, type AdminPromoCode, type AdminSales, type AdminSalesItem } from '../../../domain/sales-admin.ts';
import { historyWords, type HistoryFacts } from '../../../domain/sales-history.ts';
import { disableLastEditionCodes, fetchSales } from '../admin-api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { refusalText } from '../kit/call.ts';
import { displayVenueTime, messages } from '../display.ts';
import { usePanelHeading } from '../kit/panel-focus.ts';
import { useAdminSession } from '../kit/session.tsx';
import SeatSettingsCard from '../seats/SeatSettingsCard.tsx';
import PromoCodeForm from './PromoCodeForm.tsx';
import SalesItemForm from './SalesItemForm.tsx';
import './sales.css';
import { eventDay } from '../../../data/event-day.ts';
import { zoneName } from '../../../domain/venue-time.ts';

interface Props {
  onClose: () => void;
}

const kindTitles = { player: 'Player levels', room: 'Room additions', sponsor: 'Sponsor levels' } as const;
function places(item: AdminSalesItem): string {
  const parts = [`${item.taken} taken`, `${item.held} held`];
  parts.push(item.left === null ? 'unlimited' : `${item.left} left of ${item.capacity}`);
  return parts.join(' · ');
}

const codeCount = (n: number) => (n === 1 ? '1 code' : `${n} codes`);

function discountText(c: AdminPromoCode): string {
  if (c.kind === 'percent') return `${c.value}% off`;
  return c.kind === 'fixed' ? `level costs ${formatUsd(c.value)}` : `${formatUsd(c.value)} off`;
}

/** The history's names: a sales item's or level's name, and times as the organizer reads them. */
const historyFacts = (items: AdminSales['items']): HistoryFacts => ({
  itemName: (id) => items.find((i) => i.id === id)?.name ?? id,
  dateTime: (iso) => displayVenueTime(iso, eventDay.timeZone),
});

export default function SalesPanel({ onClose }: Props) {
  const id = useId();
  const heading = usePanelHeading();
  const { guarded, say } = useAdminSession();
  const [data, setData] = useState<AdminSales | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [editingCode, setEditingCode] = useState<number | 'new' | null>(null);
  // The code just made: marked and focused at the top of the list (newest first), where it was made.
  const [madeCode, setMadeCode] = useState<number | null>(null);
  const madeHeading = useRef<HTMLHeadingElement>(null);
  const [confirmingOld, setConfirmingOld] = useState(false);

  const load = useCallback(async () => {
    const result = await guarded(fetchSales, messages.salesLoadFailed);
    if (result?.ok) setData(result.data);
  }, [guarded]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (madeCode !== null && data?.promoCodes.some((c) => c.id === madeCode)) madeHeading.current?.focus();
  }, [madeCode, data]);

  async function disableOld(codes: readonly string[]) {
    setConfirmingOld(false);
    const result = await guarded((token) => disableLastEditionCodes(token, codes), (failure) => refusalText(failure, messages.salesSaveFailed), [409]);
    if (result?.ok) say('success', result.data.disabled.length === 1 ? '1 code disabled.' : `${result.data.disabled.length} codes disabled.`);
    else if (result) say('error', result.message);
    void load();
  }

  const saved = (text: string) => {
    say('success', text);
    setEditing(null);
    setEditingCode(null);
    void load();
  };

  // The history's names and times, once per render (not once per entry).
  const facts = data ? historyFacts(data.items) : null;

  return (
    <section className="admin-panel admin-sales" aria-labelledby={`${id}-title`}>
      <div className="admin-registrations__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="admin-panel__title">Sales and promo codes</h2>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="admin-card__note">
        Changes apply to registrations made after saving and reach the site within seconds. Existing registrations keep their amount. Times are the venue's ({zoneName(eventDay.timeZone)}).
      </p>
      {!data ? <p aria-live="polite">Loading the sales settings...</p> : null}

      {data
        ? (['player', 'room', 'sponsor'] as const).map((kind) => (
            <section key={kind} aria-labelledby={`${id}-${kind}`}>
              <h3 id={`${id}-${kind}`} className="admin-announce__heading">{kindTitles[kind]}</h3>
              <ul className="admin-sales__list">
                {data.items
                  .filter((item) => item.kind === kind)
                  .map((item) => (
                    <li key={item.id} className="admin-sales__item">
                      <div className="admin-sales__summary">
                        <h4 className="admin-sales__name">{item.name}</h4>
                        <p className="admin-sales__facts">
                          <span className={`admin-badge admin-badge--${item.stateName === 'on_sale' ? 'ok' : 'neutral'}`}>{stateWords(item)}</span>{' '}
                          <span>{formatUsd(item.priceCents)}</span>
                          {item.earlyPriceCents !== null ? <span> (early bird {formatUsd(item.earlyPriceCents)} until {item.earlyUntil.replace('T', ' ')})</span> : null}
                        </p>
                        <p className="admin-sales__facts">{places(item)}</p>
                        {item.opensAt || item.closesAt ? (
                          <p className="admin-sales__facts">
                            {item.opensAt ? `Opens ${item.opensAt.replace('T', ' ')}` : ''}
                            {item.opensAt && item.closesAt ? ' · ' : ''}
                            {item.closesAt ? `Closes ${item.closesAt.replace('T', ' ')}` : ''}
                          </p>
                        ) : null}
                        {editing !== item.id ? (
                          <button type="button" className="admin-button admin-button--outline admin-button--small" aria-label={`Edit ${item.name}`} onClick={() => setEditing(item.id)}>
                            Edit
                          </button>
                        ) : null}
                      </div>
                      {editing === item.id ? (
                        <SalesItemForm
                          key={`${item.id}-${item.version}`}
                          item={item}
                          onDone={(done) => saved(`${done.name} saved.`)}
                          onCancel={() => setEditing(null)}
                        />
                      ) : null}
                    </li>
                  ))}
              </ul>
            </section>
          ))
        : null}

      {data ? <SeatSettingsCard /> : null}

      {data ? (
        <section aria-labelledby={`${id}-codes`}>
          <h3 id={`${id}-codes`} className="admin-announce__heading">Promo codes</h3>
          {editingCode === 'new' ? (
            <PromoCodeForm
              code={null}
              onDone={(done) => {
                setMadeCode(done.id);
                saved(`Promo code ${done.code} created. It is at the top of the list.`);
              }}
              onCancel={() => setEditingCode(null)}
            />
          ) : (
            <button type="button" className="admin-button admin-button--gold" onClick={() => setEditingCode('new')}>
              Add a promo code
            </button>
          )}
          <div className="admin-sales__old">
            <p className="admin-card__note">
              {data.lastEditionCodes.length === 0
                ? `Every enabled code was made for ${data.edition.year}.`
                : `${codeCount(data.lastEditionCodes.length)} not made for ${data.edition.year} still work: ${data.lastEditionCodes.join(', ')}.`}
            </p>
            <button
              type="button"
              className="admin-button admin-button--outline"
              disabled={data.lastEditionCodes.length === 0}
              onClick={() => setConfirmingOld(true)}
            >
              Disable last edition's codes
            </button>
          </div>
          <ul className="admin-sales__list">
            {data.promoCodes.map((c) => (
              <li key={c.id} className={`admin-sales__item${c.id === madeCode ? ' admin-sales__item--new' : ''}`}>
                <div className="admin-sales__summary">
                  <h4 className="admin-sales__name" ref={c.id === madeCode ? madeHeading : undefined} tabIndex={c.id === madeCode ? -1 : undefined}>
                    <span className="admin-table__mono">{c.code}</span>
                    {c.id === madeCode ? <> <span className="admin-badge admin-badge--ok">New</span></> : null}
                    {c.disabled ? <> <span className="admin-badge admin-badge--neutral">Disabled</span></> : null}
                  </h4>
                  <p className="admin-sales__facts">
                    {discountText(c)}
                    {c.levelIds.length ? ` · ${data.items.filter((i) => c.levelIds.includes(i.id)).map((i) => i.name).join(', ')} only` : ' · every level'}
                    {c.firstDay || c.lastDay ? ` · ${c.firstDay ?? '…'} to ${c.lastDay ?? '…'}` : ''}
                  </p>
                  <p className="admin-sales__facts">
                    {c.uses.length} {c.uses.length === 1 ? 'use' : 'uses'} {c.maxUses === null ? '(unlimited)' : `of ${c.maxUses}`}
                    {' · '}
                    {c.editionYear === null ? 'edition not recorded (made earlier)' : `made for ${c.editionYear}`}
                  </p>
                  {c.uses.length > 0 ? (
                    <details>
                      <summary>Registrations using {c.code}</summary>
                      <ul className="admin-sales__uses">
                        {c.uses.map((u) => (
                          <li key={u.registrationId}>
                            <span className="admin-table__mono">{u.registrationId}</span> {u.name} ({u.paymentStatus === 'pending' ? 'held' : u.paymentStatus})
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                  {editingCode !== c.id ? (
                    <button type="button" className="admin-button admin-button--outline admin-button--small" aria-label={`Edit promo code ${c.code}`} onClick={() => setEditingCode(c.id)}>
                      Edit
                    </button>
                  ) : null}
                </div>
                {editingCode === c.id ? (
                  <PromoCodeForm
                    key={`${c.id}-${c.version}`}
                    code={c}
                    onDone={(done) => saved(`Promo code ${done.code} saved.`)}
                    onCancel={() => setEditingCode(null)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data ? (
        <section aria-labelledby={`${id}-audit`}>
          <h3 id={`${id}-audit`} className="admin-announce__heading">Changes</h3>
          {data.audit.length === 0 ? <p className="admin-card__note">No changes yet.</p> : null}
          <ol className="admin-sales__audit">
            {data.audit.map((entry) => {
              const words = historyWords(entry, facts!);
              return (
                <li key={entry.id}>
                  <p>
                    <time dateTime={entry.at}>{displayVenueTime(entry.at, eventDay.timeZone)}</time> · {entry.actor} · <strong>{words.title}</strong>
                  </p>
                  {words.changes.length > 0 ? (
                    <ul className="admin-sales__changes">
                      {words.changes.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}

      {data ? (
        <ConfirmDialog
          open={confirmingOld}
          title="Disable last edition's codes?"
          message={`${codeCount(data.lastEditionCodes.length)} not made for ${data.edition.year} will no longer be accepted: ${data.lastEditionCodes.join(', ')}. Registrations made with them keep their price. You can enable a code again with its Edit button.`}
          confirmLabel={`Disable ${codeCount(data.lastEditionCodes.length)}`}
          onConfirm={() => void disableOld(data.lastEditionCodes)}
          onCancel={() => setConfirmingOld(false)}
        />
      ) : null}
    </section>
  );
}
