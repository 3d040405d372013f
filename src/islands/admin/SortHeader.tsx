// A sortable column header: a button that says which way the column sorts (aria-sort on the cell).
import type { SortDirection } from './registration-view.ts';

interface Props {
  label: string;
  /** Set on the column the table is sorted by. */
  direction: SortDirection | undefined;
  onSort: () => void;
  className?: string | undefined;
}

export default function SortHeader({ label, direction, onSort, className }: Props) {
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={className}>
      <button type="button" className="admin-sort" onClick={onSort}>
        {label}
        <span className={`admin-sort__arrow${direction ? '' : ' admin-sort__arrow--idle'}`} aria-hidden="true">{arrow}</span>
      </button>
    </th>
  );
}
