// The one field kit of the site: the public forms (registration, sponsor, personal page) and the
// admin screens draw every labelled input, select and textarea with it, following the GOV.UK
// Design System: a visible label, an optional hint, the error message beside the field (with a
// visually hidden "Error:" so a screen reader says what it is) linked with aria-describedby, and
// aria-invalid. The public forms offer the e-mail typo hint ("Did you mean ...?") too.
//
// A look says how an area draws its fields: the public forms' (forms.css, the message under the
// control as SPEC §5 says) by default, the admin's (admin.css, the message above the control) where
// an admin island provides it with <FormLook value={...}>.
import { createContext, useContext, useRef, type ReactNode } from 'react';
import { EmailHint, useEmailTypoHint } from './EmailHint.tsx';
import './forms.css';

export interface FormLookClasses {
  field: string;
  fieldError: string;
  label: string;
  hint: string;
  input: string;
  select: string;
  error: string;
  summary: string;
  summaryTitle: string;
  summaryList: string;
  /** The error message above the control (admin) rather than under it (public forms). */
  errorAbove: boolean;
  /** E-mail fields offer "Did you mean ...?". */
  typoHint: boolean;
}

const publicLook: FormLookClasses = {
  field: 'form-field',
  fieldError: 'form-field--error',
  label: 'form-label',
  hint: 'form-hint',
  input: 'form-input',
  select: 'form-input form-select',
  error: 'form-error',
  summary: 'form-summary',
  summaryTitle: 'form-summary__title',
  summaryList: 'form-summary__list',
  errorAbove: false,
  typoHint: true,
};

export const FormLook = createContext<FormLookClasses>(publicLook);
export const useFormLook = (): FormLookClasses => useContext(FormLook);

export const errorIdFor = (id: string): string => `${id}-error`;
const hintIdFor = (id: string): string => `${id}-hint`;
const typoIdFor = (id: string): string => `${id}-typo`;

/** The ids present, space-separated, for aria-describedby; undefined when none is. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/**
 * A field's error message (or, without an id, a form's). `announce` makes it an alert, read out
 * as it appears: for a form without an error summary, whose message would otherwise go unheard.
 */
export function ErrorMessage({ id, message, announce }: { id?: string; message?: string | null; announce?: boolean }) {
  const look = useFormLook();
  if (!message) return null;
  return (
    <p id={id} className={look.error} role={announce ? 'alert' : undefined}>
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

/** What a field's control takes from the field: its id and its ARIA state and descriptions. */
export interface ControlProps {
  id: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  /** The control's id; its error and hint take `${id}-error` and `${id}-hint`. */
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** The error is an alert (see ErrorMessage). */
  announce?: boolean;
  /** Added to the field's wrapper (layout: e.g. a field spanning the whole grid). */
  className?: string;
  /** Shown under the control and describing it (the e-mail typo hint): its id, and itself. */
  note?: { id: string | undefined; content: ReactNode };
  /** Draws the control with the props it takes from the field. */
  children: (control: ControlProps) => ReactNode;
}

/** The field itself: wrapper, label, hint and error around a control the caller draws. */
export function FormField({ id, label, error, hint, required, announce, className, note, children }: FormFieldProps) {
  const look = useFormLook();
  const message = <ErrorMessage id={errorIdFor(id)} message={error} announce={announce} />;
  // The two looks write the label's attributes in the order their prerendered pages always had.
  const labelProps = look.errorAbove ? { htmlFor: id, className: look.label } : { className: look.label, htmlFor: id };
  return (
    <div className={`${look.field}${error ? ` ${look.fieldError}` : ''}${className ? ` ${className}` : ''}`}>
      <label {...labelProps}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintIdFor(id)} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {look.errorAbove ? message : null}
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintIdFor(id) : undefined, note?.id, error && errorIdFor(id)),
      })}
      {note?.content}
      {look.errorAbove ? null : message}
    </div>
  );
}

type FieldFrame = Omit<FormFieldProps, 'children' | 'note'>;

interface FieldProps extends FieldFrame {
  name?: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local' | 'search';
  /** A multi-line field (textarea) of this many rows. */
  rows?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoCapitalize?: 'none';
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  /** Added to the control itself. */
  controlClassName?: string;
}

/** A labelled text, e-mail, phone, date, search or multi-line field with its hint and error. */
export function Field({ name, value, onValue, type = 'text', rows, autoComplete, inputMode, autoCapitalize, placeholder, maxLength, disabled, controlClassName, ...frame }: FieldProps) {
  const look = useFormLook();
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const typo = useEmailTypoHint(value);
  const email = type === 'email' && look.typoHint;
  const suggestion = email ? typo.suggestion : undefined;
  const typoId = typoIdFor(frame.id);
  const note = email
    ? {
        id: suggestion && typoId,
        content: (
          <EmailHint
            id={typoId}
            suggestion={suggestion}
            onAccept={(address) => {
              onValue(address);
              // The hint (and its button) goes away: the visitor carries on in the field.
              control.current?.focus();
            }}
          />
        ),
      }
    : undefined;
  return (
    <FormField {...frame} note={note}>
      {(aria) => {
        const common = {
          id: aria.id,
          name: name ?? aria.id,
          className: `${look.input}${controlClassName ? ` ${controlClassName}` : ''}`,
          value,
          autoComplete,
          'aria-required': aria['aria-required'],
          'aria-invalid': aria['aria-invalid'],
          'aria-describedby': aria['aria-describedby'],
          onChange: (e: { target: { value: string } }) => onValue(e.target.value),
          placeholder,
          maxLength,
          disabled,
        };
        return rows ? (
          <textarea {...common} ref={control} rows={rows} />
        ) : (
          <input
            {...common}
            ref={control}
            type={type}
            inputMode={inputMode}
            autoCapitalize={autoCapitalize}
            spellCheck={type === 'email' || type === 'tel' ? false : undefined}
            onFocus={email ? typo.prepare : undefined}
            onBlur={email ? typo.check : undefined}
          />
        );
      }}
    </FormField>
  );
}

/** A choice of a select: its text, or a value with its own label (and perhaps disabled). */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

interface SelectFieldProps extends FieldFrame {
  name?: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a size"); without it the select always has a value. */
  placeholder?: string;
  /** Added to the select itself (e.g. a short select). */
  controlClassName?: string;
}

/** A labelled select with its hint and error. */
export function SelectField({ name, value, onValue, options, placeholder, controlClassName, ...frame }: SelectFieldProps) {
  const look = useFormLook();
  return (
    <FormField {...frame}>
      {(aria) => (
        <select
          id={aria.id}
          name={name ?? aria.id}
          className={`${look.select}${controlClassName ? ` ${controlClassName}` : ''}`}
          value={value}
          aria-required={aria['aria-required']}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
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
      )}
    </FormField>
  );
}
