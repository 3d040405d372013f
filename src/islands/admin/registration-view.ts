// What the registrations table shows: filtered by state, searched, sorted. Pure, unit-tested.
import type { AdminListItem, RegistrationState } from '../../domain/admin-contract.ts';
import { parseAmount } from '../../domain/money.ts';
import { displayStatus } from './display.ts';

/** 'refunded' covers reversed too (both sent the money back); 'flagged' is paid and to refund. */
export const stateFilters = ['all', 'paid', 'pending', 'expired', 'comped', 'refunded', 'flagged'] as const;
export type StateFilter = (typeof stateFilters)[number];

export const stateFilterLabels: Record<StateFilter, string> = {
  all: 'All',
  paid: 'Paid',
  pending: 'Pending',
  expired: 'Expired',
  comped: 'Comped',
  refunded: 'Refunded or reversed',
  flagged: 'To refund (flagged)',
};

export const sortKeys = ['registrationId', 'name', 'email', 'type', 'amount', 'status', 'state', 'createdAt'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

export interface RegistrationView {
  filter: StateFilter;
  search: string;
  sort: Sort;
}

/** As the server sends them: newest first. */
export const defaultView: RegistrationView = { filter: 'all', search: '', sort: { key: 'createdAt', direction: 'descending' } };

const refundedStates: readonly RegistrationState[] = ['refunded', 'reversed'];

export function matchesFilter(item: AdminListItem, filter: StateFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'flagged':
      return item.flag !== null;
    case 'refunded':
      return refundedStates.includes(item.state);
    default:
      return item.state === filter;
  }
}

/** Case-insensitive, in the name (first, last or both), the e-mail or the registration ID. */
export function matchesSearch(item: AdminListItem, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  const fields = [`${item.firstName} ${item.lastName}`, item.email, item.registrationId];
  return fields.some((field) => field.toLowerCase().includes(query));
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The value a column sorts by; amounts as cents (missing or unreadable first), times as time. */
function sortValue(item: AdminListItem, key: SortKey): string | number {
  switch (key) {
    case 'registrationId':
      return item.registrationId;
    case 'name':
      return `${item.lastName} ${item.firstName}`;
    case 'email':
      return item.email;
    case 'type':
      return item.registrationTypeName;
    case 'amount':
      return item.amount ? (parseAmount(item.amount) ?? -1) : -1;
    case 'status':
      return displayStatus(item.status);
    case 'state':
      return item.state;
    case 'createdAt':
      return Date.parse(item.createdAt) || 0;
  }
}

function compare(a: AdminListItem, b: AdminListItem, key: SortKey): number {
  const x = sortValue(a, key);
  const y = sortValue(b, key);
  return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
}

/** Filtered, searched and sorted; ties keep the server's order (newest first). Never mutates `items`. */
export function viewRegistrations(items: readonly AdminListItem[], view: RegistrationView): AdminListItem[] {
  const sign = view.sort.direction === 'ascending' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => matchesFilter(item, view.filter) && matchesSearch(item, view.search))
    .sort((a, b) => sign * compare(a.item, b.item, view.sort.key) || a.index - b.index)
    .map(({ item }) => item);
}

/** A header click: the same column flips its direction; another column starts ascending (dates newest first). */
export function toggleSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'createdAt' ? 'descending' : 'ascending' };
}

/** How many rows each filter would show (for the filter's option labels). */
export function countByFilter(items: readonly AdminListItem[]): Record<StateFilter, number> {
  const counts = Object.fromEntries(stateFilters.map((filter) => [filter, 0])) as Record<StateFilter, number>;
  for (const item of items) for (const filter of stateFilters) if (matchesFilter(item, filter)) counts[filter] += 1;
  return counts;
}
