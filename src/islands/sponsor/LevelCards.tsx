import { availabilityLabel, checkoutEarlyBird, type CheckoutLevel } from '../../domain/sponsor-checkout.ts';
import { formatPrice } from '../../domain/money.ts';
import { ErrorMessage, errorIdFor } from '../forms/Field.tsx';

/** What both level pickers (radio cards, dropdown) take. `id` names the control; its error is `${id}-error`. */
export interface LevelPickerProps {
  id: string;
  levels: readonly CheckoutLevel[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  /** The venue's time zone: an early-bird price's end is told on its clock. */
  timeZone: string;
}

/** The sponsorship level radio list: a taken level is disabled and marked (TAKEN). */
export function LevelCards({ id: name, levels, value, onChange, error, timeZone }: LevelPickerProps) {
  const errorId = errorIdFor(name);
  return (
    <fieldset className={`sp-levels${error ? ' form-field--error' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="sp-legend">Sponsorship level</legend>
      <ErrorMessage id={errorId} message={error} />
      <div className="sp-levels__grid">
        {levels.map((level, i) => {
          const note = availabilityLabel(level);
          const early = checkoutEarlyBird(level, timeZone);
          return (
            <label
              key={level.id}
              className={`sp-level${level.taken ? ' sp-level--taken' : ''}${value === level.id ? ' sp-level--chosen' : ''}`}
            >
              <input
                type="radio"
                name={name}
                id={i === 0 ? `${name}-first` : undefined}
                value={level.id}
                checked={value === level.id}
                disabled={level.taken}
                onChange={() => onChange(level.id)}
              />
              <span className="sp-level__body">
                <span className="sp-level__name">{level.name}</span>
                <span className="sp-level__price">${formatPrice(level.priceCents)}</span>
                {early && <span className="sp-level__early">{early}</span>}
                {level.description && <span className="sp-level__desc">{level.description}</span>}
                {note && <span className={`sp-level__note${level.taken ? ' sp-level__note--taken' : ''}`}>{note}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
