// The registration screen's own parts; its fields, error messages and summary are the shared
// ones of src/islands/forms/.
import type { ReactNode } from 'react';

export const fieldId = (name: string): string => `reg-${name}`;

/** A fieldset with its legend; with an id it can take the focus (the summary links to it). */
export function Section({ legend, children, id, describedById, className }: { legend: ReactNode; children: ReactNode; id?: string; describedById?: string; className?: string }) {
  return (
    <fieldset id={id} className={`reg-section${className ? ` ${className}` : ''}`} aria-describedby={describedById} tabIndex={id ? -1 : undefined}>
      <legend className="reg-section__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
