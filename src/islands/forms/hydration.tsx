// The moments before React takes over a prebuilt form. Until the island's script has run, the
// page is plain HTML: a submit would send the form to the page itself (a reload that loses every
// value and explains nothing), and React, once it runs, would reset the controlled fields to its
// own empty state at the first re-render. So a form's submit button stays disabled, with a note
// saying why, until it is hydrated, and whatever the visitor typed or chose meanwhile is adopted
// into the form's state the moment React takes over.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { FormEntries } from './entries.ts';
import { loadingNoteText } from './texts.ts';
import './forms.css';

/**
 * False in the prebuilt HTML, true once React runs. Controls stay disabled until then, so a click
 * that lands before the script has loaded is not silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Hands `adopt` what the form holds when React takes it over. React keeps the values the visitor
 * typed before hydration in the page but not in state; this runs before the first paint after
 * hydration (a layout effect), so the state catches up before anything can re-render the fields.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (data: FormEntries) => void): void {
  // Once, on hydration (`adopt` only sets state).
  useLayoutEffect(() => {
    if (form.current) adopt(new FormData(form.current));
  }, []);
}

/**
 * Shown under a submit button until the form's script runs: the button is disabled until then,
 * and this says why (the button's aria-describedby points here).
 */
export function LoadingNote({ id }: { id: string }) {
  return (
    <p id={id} className="form-loading">
      {loadingNoteText}
    </p>
  );
}
