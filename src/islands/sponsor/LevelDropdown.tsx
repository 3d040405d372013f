import { availabilityLabel, levelLine } from '../../domain/sponsor-checkout.ts';
import { SelectField } from '../forms/Field.tsx';
import type { LevelPickerProps } from './LevelCards.tsx';

/** The /easy-payment dropdown: taken levels are disabled and marked (TAKEN), availability shown. */
export function LevelDropdown({ id, levels, value, onChange, error }: LevelPickerProps) {
  const options = levels.map((level) => {
    const note = availabilityLabel(level);
    return {
      value: level.id,
      label: note ? `${levelLine(level)} ${level.taken ? note : `(${note})`}` : levelLine(level),
      disabled: level.taken,
    };
  });
  return <SelectField id={id} label="Sponsorship level" placeholder="Select a level" options={options} value={value} error={error} onValue={onChange} />;
}
