import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onValue: (value: string) => void;
}

/** A labelled text input with its error beside it (GOV.UK pattern), linked by aria-describedby. */
export function Field({ id, label, value, error, hint, onValue, ...rest }: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`sp-field${error ? ' sp-field--error' : ''}`}>
      <label className="sp-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="sp-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="sp-error" id={`${id}-error`}>
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      <input
        id={id}
        name={id}
        className="sp-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
        {...rest}
      />
    </div>
  );
}
