import { availabilityLabel, checkoutEarlyBird, levelLine } from '../../domain/sponsor-checkout.ts';
import { SelectField } from '../forms/Field.tsx';
import type { LevelPickerProps } from './LevelCards.tsx';

/** The /easy-payment dropdown: taken levels are disabled and marked (TAKEN), availability shown. */
export function LevelDropdown({ id, levels, value, onChange, error, timeZone }: LevelPickerProps) {
  const options = levels.map((level) => {
    const note = availabilityLabel(level);
    const early = checkoutEarlyBird(level, timeZone);
    const line = early ? `${levelLine(level)} ${early}` : levelLine(level);
    return {
      value: level.id,
      label: note ? `${line} ${level.taken ? note : `(${note})`}` : line,
      disabled: level.taken,
    };
  });
  return <SelectField id={id} label="Sponsorship level" placeholder="Select a level" options={options} value={value} error={error} onValue={onChange} />;
}
