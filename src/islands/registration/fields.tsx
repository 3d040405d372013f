// Form parts following the GOV.UK pattern: visible label, optional hint, the error message
// linked with aria-describedby and aria-invalid. Errors sit under the field (SPEC §5).
import type { ChangeEvent, ReactNode } from 'react';

export const fieldId = (name: string): string => `reg-${name}`;
export const errorId = (name: string): string => `reg-${name}-error`;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function ErrorMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="reg-error-message">
      <span className="reg-visually-hidden">Error: </span>
      {message}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span className="reg-required" aria-hidden="true">
      {' '}*
    </span>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  className?: string;
}

export function TextField({ name, label, value, onChange, error, type = 'text', autoComplete, required, hint, inputMode, className }: TextFieldProps) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`reg-field${error ? ' reg-field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="reg-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId} className="reg-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="reg-input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={type === 'text' ? undefined : false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId(name))}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      <ErrorMessage id={errorId(name)} message={error} />
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
  error?: string;
  required?: boolean;
}

export function SelectField({ name, label, value, onChange, options, placeholder, error, required }: SelectFieldProps) {
  const id = fieldId(name);
  return (
    <div className={`reg-field${error ? ' reg-field--error' : ''}`}>
      <label className="reg-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        name={name}
        className="reg-input reg-select"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <ErrorMessage id={errorId(name)} message={error} />
    </div>
  );
}

export function Section({ legend, children, id, describedById, className }: { legend: ReactNode; children: ReactNode; id?: string; describedById?: string; className?: string }) {
  return (
    <fieldset id={id} className={`reg-section${className ? ` ${className}` : ''}`} aria-describedby={describedById} tabIndex={id ? -1 : undefined}>
      <legend className="reg-section__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
