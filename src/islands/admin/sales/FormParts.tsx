// The parts of /admin's sales forms, GOV.UK style: a visible label, an optional hint, the error
// under its field (linked with aria-describedby, aria-invalid), and an error summary at the top
// that links to each field with a problem.
import { useEffect, useRef, type ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

export function AdminField({ id, label, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field${error ? ' admin-field--error' : ''}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="admin-card__note">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
    </div>
  );
}

/** "There is a problem" with a link to each field in error; takes focus when it appears. */
export function ErrorList({ prefix, errors, message }: { prefix: string; errors: Record<string, string>; message?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  const shown = entries.length > 0 || !!message;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown, errors, message]);
  if (!shown) return null;
  return (
    <div ref={box} className="admin-sales__problem" role="alert" tabIndex={-1}>
      <h4 className="admin-sales__problem-title">There is a problem</h4>
      {message && entries.length === 0 ? <p>{message}</p> : null}
      <ul>
        {entries.map(([field, text]) => (
          <li key={field}>
            <a href={`#${prefix}-${field}`}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
