// The blind structure as the organizer edits it: one row per level (small blind, big blind, ante,
// minutes) or break (name, minutes), in a table that scrolls sideways on a phone with the step's
// name kept in view, each row movable up and down and removable, and a level or a break added at
// the end. Each field's error (setup.ts's, "structure.3.bigBlind") shows in its cell.
import { useEffect, useState } from 'react';
import { addBreak, addLevel, editStep, moveStep, removeStep, rowTitles, type StepField, type StepRow } from '../../../domain/tournament/setup-form.ts';
import { ErrorMessage, errorIdFor, Field } from '../../forms/Field.tsx';

interface Props {
  rows: StepRow[];
  errors: Record<string, string>;
  idOf: (field: string) => string;
  /** A value typed: the rows with it. */
  onEdit: (rows: StepRow[]) => void;
  /** A row added, moved or removed: the errors shown no longer point at the right rows. */
  onRestructure: (rows: StepRow[]) => void;
}

const levelFields = [
  ['smallBlind', 'small blind'],
  ['bigBlind', 'big blind'],
  ['ante', 'ante'],
] as const;

export default function StructureEditor({ rows, errors, idOf, onEdit, onRestructure }: Props) {
  const titles = rowTitles(rows);
  // After a row is added or removed, the field to type in next (its id, once drawn).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const control = document.getElementById(focusNext);
    control?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    control?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const path = (i: number, field: string) => `structure.${i}.${field}`;
  const firstField = (list: StepRow[], i: number) => (list[i] ? idOf(path(i, list[i].kind === 'level' ? 'smallBlind' : 'name')) : idOf('add-level'));

  const cell = (i: number, field: StepField, label: string, value: string, numeric = true) => (
    <Field
      id={idOf(path(i, field))}
      label={<span className="visually-hidden">{`${titles[i]}, ${label}`}</span>}
      value={value}
      onValue={(v) => onEdit(editStep(rows, i, field, v))}
      error={errors[path(i, field)]}
      inputMode={numeric ? 'numeric' : undefined}
      controlClassName="admin-night__cell-input"
    />
  );

  const add = (next: StepRow[]) => {
    onRestructure(next);
    setFocusNext(firstField(next, next.length - 1));
  };
  const remove = (i: number) => {
    const next = removeStep(rows, i);
    onRestructure(next);
    setFocusNext(firstField(next, Math.min(i, next.length - 1)));
  };

  const arrayError = errors.structure;
  return (
    <div className="admin-night__structure">
      <ErrorMessage id={errorIdFor(idOf('structure'))} message={arrayError} />
      <div
        id={idOf('structure')}
        className="admin-table-scroll admin-night__structure-scroll"
        tabIndex={0}
        role="region"
        aria-label="Blind structure"
        aria-describedby={arrayError ? errorIdFor(idOf('structure')) : undefined}
      >
        <table className="admin-table admin-night__structure-table">
          <thead>
            <tr>
              <th scope="col" className="admin-night__step">Step</th>
              <th scope="col">Small blind</th>
              <th scope="col">Big blind</th>
              <th scope="col">Ante</th>
              <th scope="col">Minutes</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6}>No levels yet: add one.</td>
              </tr>
            ) : null}
            {rows.map((row, i) => {
              const kindError = errors[path(i, 'kind')];
              return (
                <tr key={row.key} className={row.kind === 'break' ? 'admin-night__break-row' : undefined}>
                  <th scope="row" className="admin-night__step">
                    <span id={idOf(path(i, 'kind'))} tabIndex={-1}>
                      {row.kind === 'level' ? titles[i] : 'Break'}
                    </span>
                    <ErrorMessage message={kindError} />
                  </th>
                  {row.kind === 'level' ? (
                    levelFields.map(([field, label]) => (
                      <td key={field}>{cell(i, field, label, row[field])}</td>
                    ))
                  ) : (
                    <td colSpan={3}>{cell(i, 'name', 'name', row.name, false)}</td>
                  )}
                  <td>{cell(i, 'minutes', 'minutes', row.minutes)}</td>
                  <td>
                    <span className="admin-actions admin-night__order">
                      <button
                        type="button"
                        className="admin-button admin-button--ghost admin-button--small"
                        aria-label={`Move ${titles[i]} up`}
                        disabled={i === 0}
                        onClick={() => onRestructure(moveStep(rows, i, -1))}
                      >
                        Up
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--ghost admin-button--small"
                        aria-label={`Move ${titles[i]} down`}
                        disabled={i === rows.length - 1}
                        onClick={() => onRestructure(moveStep(rows, i, 1))}
                      >
                        Down
                      </button>
                      <button type="button" className="admin-button admin-button--danger admin-button--small" aria-label={`Remove ${titles[i]}`} onClick={() => remove(i)}>
                        Remove
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="admin-card__actions">
        <button type="button" id={idOf('add-level')} className="admin-button admin-button--outline" onClick={() => add(addLevel(rows))}>
          Add a level
        </button>
        <button type="button" className="admin-button admin-button--outline" onClick={() => add(addBreak(rows))}>
          Add a break
        </button>
      </div>
    </div>
  );
}
