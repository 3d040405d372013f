// A short choice as radio buttons, each a bordered row the whole of which can be clicked (forms.css).
// The form around it gives the group its fieldset and legend.
import './forms.css';

export function ChoiceOptions<V extends string>({
  idPrefix,
  name,
  options,
  value,
  onChange,
}: {
  idPrefix: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="form-choices">
      {options.map((option) => (
        <label key={option.value} className="form-choice" htmlFor={`${idPrefix}-${option.value}`}>
          <input
            id={`${idPrefix}-${option.value}`}
            className="form-choice__input"
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
