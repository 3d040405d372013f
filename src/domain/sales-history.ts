// The sales panel's change history in words: "Promo code early20 created", "Early-bird price ends
// changed from Jun 1, 2027, 9:00 AM to Jul 1, 2027, 9:00 AM". The audit keeps the rows as saved
// (field names, cents, ISO times); this turns one entry into what the organizer typed in the
// form's own labels. Pure: names and the time format are passed in.
import { formatUsd } from './money.ts';
import { saleStateLabels } from './sales-admin.ts';

export interface HistoryEntry {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface HistoryFacts {
  /** A sales item's or level's name by id (the id itself when unknown). */
  itemName: (id: string) => string;
  /** An ISO time as the organizer reads it. */
  dateTime: (iso: string) => string;
}

export interface HistoryWords {
  /** "Promo code early20 created", "All-In Package changed". */
  title: string;
  /** One line per field changed. */
  changes: string[];
}

const kindWords: Record<string, string> = { off: 'amount off', percent: 'percentage off', fixed: 'fixed price' };

/** The form's label of each field the audit keeps, and how its value reads. */
type Show = (value: unknown, row: Record<string, unknown>, facts: HistoryFacts) => string;
const money: Show = (v) => (typeof v === 'number' ? formatUsd(v) : 'none');
const time: Show = (v, _row, facts) => (typeof v === 'string' && v ? facts.dateTime(v) : 'none');
const plain = (v: unknown): string => (v === null || v === undefined || v === '' ? 'none' : String(v));
const fields: Record<string, { label: string; show: Show }> = {
  state: { label: 'State', show: (v) => (saleStateLabels as Record<string, string>)[String(v)]?.toLowerCase() ?? plain(v) },
  opensAt: { label: 'Opens at', show: time },
  closesAt: { label: 'Closes at', show: time },
  capacity: { label: 'Capacity', show: (v) => (v === null || v === undefined ? 'unlimited' : `${v} places`) },
  priceCents: { label: 'Price', show: money },
  earlyPriceCents: { label: 'Early-bird price', show: money },
  earlyUntil: { label: 'Early-bird price ends', show: time },
  code: { label: 'Code', show: plain },
  discountKind: { label: 'Discount', show: (v) => kindWords[String(v)] ?? plain(v) },
  discountValue: { label: 'Amount', show: (v, row) => (typeof v !== 'number' ? 'none' : row.discountKind === 'percent' ? `${v}%` : formatUsd(v)) },
  levelIds: {
    label: 'Levels',
    show: (v, _row, facts) => (Array.isArray(v) && v.length ? v.map((id) => facts.itemName(String(id))).join(', ') : 'every level'),
  },
  restrictionMessage: { label: 'Message for other levels', show: plain },
  maxUses: { label: 'Uses', show: (v) => (v === null || v === undefined ? 'unlimited' : String(v)) },
  firstDay: { label: 'First day', show: plain },
  lastDay: { label: 'Last day', show: plain },
  disabledAt: { label: 'Disabled', show: (v) => (v ? 'yes' : 'no') },
  editionYear: { label: 'Edition', show: plain },
};

const asRow = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function title(entry: HistoryEntry, facts: HistoryFacts): string {
  const code = `Promo code ${entry.target}`;
  switch (entry.action) {
    case 'sales.update':
      return `${facts.itemName(entry.target)} changed`;
    case 'promo.create':
      return `${code} created`;
    case 'promo.disable':
      return `${code} disabled`;
    case 'promo.update':
      return `${code} changed`;
    default:
      return `${entry.action} ${entry.target}`;
  }
}

/** One audit entry of the sales panel in words. */
export function historyWords(entry: HistoryEntry, facts: HistoryFacts): HistoryWords {
  const before = asRow(entry.before);
  const after = asRow(entry.after);
  // A creation lists what the new code is; a change, what moved.
  const created = entry.before === null || entry.before === undefined;
  const shown = (k: string) => (created ? k !== 'code' && (k === 'levelIds' || (after[k] !== null && after[k] !== '')) : !same(before[k], after[k]));
  const changes = Object.keys(fields)
    .filter((k) => k in after && shown(k))
    .map((k) => {
      const { label, show } = fields[k]!;
      if (k === 'disabledAt') return after[k] ? 'Disabled' : 'Enabled again';
      const now = show(after[k], after, facts);
      return created ? `${label}: ${now}` : `${label} changed from ${show(before[k], before, facts)} to ${now}`;
    });
  return { title: title(entry, facts), changes };
}
