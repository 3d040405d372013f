// The error summary at the top of a form (GOV.UK pattern): "There is a problem", a link to each
// field with its message, focused each time the form shows errors so keyboard and screen reader
// users land on it; a link moves the focus to its field.
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { summaryTitle } from './texts.ts';
import './forms.css';

export interface SummaryItem {
  /** The id of the control the link focuses. */
  target: string;
  message: string;
}

interface Props {
  items: readonly SummaryItem[];
  /** Changes each time the form shows errors: the summary takes the focus then (0: never yet). */
  focusKey: number;
  headingLevel?: 2 | 3;
  /** A message for the whole form, above the links (e.g. the server's answer). */
  children?: ReactNode;
}

/** Scrolls to the control and focuses it (a plain #link would scroll without moving the focus). */
function focusControl(event: MouseEvent<HTMLAnchorElement>, target: string): void {
  const control = document.getElementById(target);
  if (!control) return;
  event.preventDefault();
  control.scrollIntoView({ block: 'center' });
  control.focus();
}

export function ErrorSummary({ items, focusKey, headingLevel = 2, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  if (items.length === 0 && !children) return null;
  return (
    <div className="form-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <Heading id={titleId} className="form-summary__title">
        {summaryTitle}
      </Heading>
      {children}
      {items.length > 0 ? (
        <ul className="form-summary__list">
          {items.map(({ target, message }) => (
            <li key={target}>
              <a href={`#${target}`} onClick={(e) => focusControl(e, target)}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
