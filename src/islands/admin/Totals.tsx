// The money at the top of the dashboard: paid revenue, held amounts, payments to refund, and the
// places per level. Before the stats arrive every box is drawn at its final size (dashes and the
// known levels), so nothing moves when the figures come in.
import { useId, type ReactNode } from 'react';
import { getRegistrationLevels, getSponsorLevels } from '../../data/levels.ts';
import { displayCents, displayCount as count } from './display.ts';
import { useStats } from './stats.tsx';

interface Props {
  onViewPayments: () => void;
  paymentsOpen: boolean;
  onShowFlagged: () => void;
}

const dash = '–';

// One row per level this build sells, loading or not (then any level only the server knows), so
// the tables keep their size when the figures arrive.
const knownLevels = [...getRegistrationLevels(), ...getSponsorLevels()].map((level) => ({ id: level.id, name: level.name }));
const knownSponsorLevels = getSponsorLevels().map((level) => ({ id: level.id, name: level.name, capacity: level.capacity }));

/** The known rows in their order, each with the server's figures (none yet while loading), then any others the server reports. */
function rowsFor<K extends { id: string; name: string }, S extends K>(known: K[], reported: S[] = []): (K & Partial<S>)[] {
  const byId = new Map(reported.map((row) => [row.id, row]));
  const others = reported.filter((row) => !known.some((k) => k.id === row.id));
  return [...known.map((row): K & Partial<S> => ({ ...row, ...byId.get(row.id) }) as K & Partial<S>), ...others];
}

export default function Totals({ onViewPayments, paymentsOpen, onShowFlagged }: Props) {
  const { stats } = useStats();
  const flagged = stats?.flaggedCount ?? 0;
  // A level the server reports nothing for has no registrations yet: zeros once the stats are in.
  const none = stats ? 0 : null;
  const levels = rowsFor(knownLevels, stats?.levels);
  const places = rowsFor(knownSponsorLevels, stats?.sponsorPlaces);
  return (
    <>
      <div className="admin-cards admin-cards--three" aria-busy={stats ? undefined : true}>
        <section className="admin-card" aria-labelledby="admin-revenue">
          <h2 id="admin-revenue" className="admin-card__label">Paid revenue</h2>
          <p className="admin-card__count">{stats ? displayCents(stats.paidRevenueCents) : dash}</p>
          <p className="admin-card__note">Less refunds and reversals</p>
          <div className="admin-card__actions">
            <button type="button" className="admin-button admin-button--outline" onClick={onViewPayments} aria-expanded={paymentsOpen}>
              View Payments
            </button>
          </div>
        </section>
        <section className="admin-card" aria-labelledby="admin-held">
          <h2 id="admin-held" className="admin-card__label">Held, awaiting payment</h2>
          <p className="admin-card__count">{stats ? displayCents(stats.heldCents) : dash}</p>
          <p className="admin-card__note">Pending registrations still within their hold</p>
        </section>
        <section className={`admin-card${flagged > 0 ? ' admin-card--attention' : ''}`} aria-labelledby="admin-flagged">
          <h2 id="admin-flagged" className="admin-card__label">Payments to refund</h2>
          <p className="admin-card__count">{count(stats?.flaggedCount)}</p>
          <p className="admin-card__note">Paid after their place was given away: refund them in PayPal.</p>
          <div className="admin-card__actions">
            <button type="button" className={`admin-button ${flagged > 0 ? 'admin-button--danger' : 'admin-button--outline'}`} onClick={onShowFlagged} disabled={flagged === 0}>
              Show payments to refund
            </button>
          </div>
        </section>
      </div>

      {/* Drawn anew when the figures arrive: right-aligned text that changes in place counts as a layout shift. */}
      <div className="admin-cards" aria-busy={stats ? undefined : true} key={stats ? 'figures' : 'loading'}>
        <LevelTable
          title="Registrations per level"
          columns={['Paid', 'Comped', 'Held']}
          rows={levels.map((level) => ({ id: level.id, name: level.name, cells: [count(level.paid ?? none), count(level.comped ?? none), count(level.held ?? none)] }))}
        />
        <LevelTable
          title="Sponsor places left"
          columns={['Taken', 'Places', 'Left']}
          rows={places.map((level) => ({
            id: level.id,
            name: level.name,
            full: level.left === 0,
            cells: [
              count(level.taken),
              level.capacity === null ? unlimited : count(level.capacity),
              level.capacity === null ? dash : level.left === 0 ? 'Full' : count(level.left),
            ],
          }))}
        />
      </div>
    </>
  );
}

// Short on purpose: the columns have a fixed width so nothing moves when the figures arrive.
const unlimited = (
  <>
    <span aria-hidden="true">∞</span>
    <span className="visually-hidden">No limit</span>
  </>
);

interface LevelRow {
  id: string;
  name: string;
  cells: ReactNode[];
  full?: boolean;
}

/** A small table of figures per level: the level's name heads each row. */
function LevelTable({ title, columns, rows }: { title: string; columns: string[]; rows: LevelRow[] }) {
  const id = useId();
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h2 id={id} className="admin-panel__title">{title}</h2>
      <table className="admin-table admin-table--compact">
        <colgroup>
          <col />
          {columns.map((column) => (
            <col key={column} className="admin-table__figure" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Level</th>
            {columns.map((column) => (
              <th key={column} scope="col" className="admin-table__number">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.full ? 'admin-row--full' : undefined}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} className="admin-table__number">{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
