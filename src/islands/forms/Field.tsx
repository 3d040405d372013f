// The form parts every form of the site is built from (registration, sponsor and contact forms),
// following the GOV.UK Design System: a visible label, an optional hint, the error message under
// the field (SPEC §5: "errors show under each field") linked with aria-describedby, and
// aria-invalid. An e-mail field also offers the typo hint ("Did you mean ...?").
import { useRef, type ReactNode } from 'react';
import { EmailHint, useEmailTypoHint } from './EmailHint.tsx';
import './forms.css';

export const errorIdFor = (id: string): string => `${id}-error`;
const hintIdFor = (id: string): string => `${id}-hint`;
const typoIdFor = (id: string): string => `${id}-typo`;

/** The ids present, space-separated, for aria-describedby; undefined when none is. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function ErrorMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="form-error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}

/** The asterisk of a required field; hidden from assistive technology, which hears aria-required. */
export function RequiredMark() {
  return (
    <span className="form-required" aria-hidden="true">
      {' '}*
    </span>
  );
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label className="form-label" htmlFor={id}>
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

function fieldClass(error: string | undefined, className: string | undefined): string {
  return `form-field${error ? ' form-field--error' : ''}${className ? ` ${className}` : ''}`;
}

interface FieldProps {
  /** The control's id; its error and hint take `${id}-error` and `${id}-hint`. */
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  /** A multi-line field (textarea) of this many rows. */
  rows?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Added to the field's wrapper (layout: e.g. a field spanning the whole grid). */
  className?: string;
}

/** A labelled text, e-mail, phone or multi-line field with its hint and error. */
export function Field({ id, name, label, value, onValue, error, hint, required, type = 'text', rows, autoComplete, inputMode, className }: FieldProps) {
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const typo = useEmailTypoHint(value);
  const email = type === 'email';
  const suggestion = email ? typo.suggestion : undefined;
  const common = {
    id,
    name: name ?? id,
    className: 'form-input',
    value,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? hintIdFor(id) : undefined, suggestion && typoIdFor(id), error && errorIdFor(id)),
    onChange: (e: { target: { value: string } }) => onValue(e.target.value),
  };
  return (
    <div className={fieldClass(error, className)}>
      <Label id={id} label={label} required={required} />
      {hint ? (
        <p id={hintIdFor(id)} className="form-hint">
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea {...common} ref={control} rows={rows} />
      ) : (
        <input
          {...common}
          ref={control}
          type={type}
          inputMode={inputMode}
          spellCheck={type === 'text' ? undefined : false}
          onFocus={email ? typo.prepare : undefined}
          onBlur={email ? typo.check : undefined}
        />
      )}
      {email ? (
        <EmailHint
          id={typoIdFor(id)}
          suggestion={suggestion}
          onAccept={(address) => {
            onValue(address);
            // The hint (and its button) goes away: the visitor carries on in the field.
            control.current?.focus();
          }}
        />
      ) : null}
      <ErrorMessage id={errorIdFor(id)} message={error} />
    </div>
  );
}

/** A choice of a select: its text, or a value with its own label (and perhaps disabled). */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

interface SelectFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a size"); without it the select always has a value. */
  placeholder?: string;
  error?: string;
  required?: boolean;
  className?: string;
  /** Added to the select itself (e.g. a short select). */
  selectClassName?: string;
}

/** A labelled select with its error. */
export function SelectField({ id, name, label, value, onValue, options, placeholder, error, required, className, selectClassName }: SelectFieldProps) {
  return (
    <div className={fieldClass(error, className)}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name ?? id}
        className={`form-input form-select${selectClassName ? ` ${selectClassName}` : ''}`}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
        onChange={(e) => onValue(e.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const { value: optionValue, label: text, disabled } = typeof o === 'string' ? { value: o, label: o, disabled: false } : o;
          return (
            <option key={optionValue} value={optionValue} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </select>
      <ErrorMessage id={errorIdFor(id)} message={error} />
    </div>
  );
}
