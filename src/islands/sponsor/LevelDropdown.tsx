import { availabilityLabel, levelLine } from '../../domain/sponsor-checkout.ts';
import type { LevelPickerProps } from './LevelCards.tsx';

/** The /easy-payment dropdown: taken levels are disabled and marked (TAKEN), availability shown. */
export function LevelDropdown({ id, levels, value, onChange, error, errorId }: LevelPickerProps) {
  return (
    <div className={`sp-field${error ? ' sp-field--error' : ''}`}>
      <label className="sp-label" htmlFor={id}>
        Sponsorship level
      </label>
      {error && (
        <p className="sp-error" id={errorId}>
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      <select
        id={id}
        className="sp-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Select a level</option>
        {levels.map((level) => {
          const note = availabilityLabel(level);
          return (
            <option key={level.id} value={level.id} disabled={level.taken}>
              {note ? `${levelLine(level)} ${level.taken ? note : `(${note})`}` : levelLine(level)}
            </option>
          );
        })}
      </select>
    </div>
  );
}
