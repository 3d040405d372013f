// The error summary at the top of a form (GOV.UK pattern): "There is a problem", a link to each
// field with its message, focused each time the form shows errors so keyboard and screen reader
// users land on it; a link moves the focus to its field. Drawn in the fields' look (Field.tsx).
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useFormLook } from './Field.tsx';
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
  headingLevel?: 2 | 3 | 4;
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
  const look = useFormLook();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  if (items.length === 0 && !children) return null;
  return (
    <div className={look.summary} ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <Heading id={titleId} className={look.summaryTitle}>
        {summaryTitle}
      </Heading>
      {children}
      {items.length > 0 ? (
        <ul className={look.summaryList}>
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
