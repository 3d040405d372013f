// The Winner entry's fields in the CMS: the year, the player and the company are Decap's own number
// and string controls, and under the year "Fill in from the published results" reads GET
// /api/results and fills the three from the newest edition's Main Event winner (winner-fill.ts);
// the organizer then saves. A Decap control changes only its own field, so the button announces the
// values (a window event) and each field's control takes its own.
import { useEffect, useState, type ComponentType } from 'react';
import { fetchResults } from '../api/results.ts';
import { winnerFromResults } from './winner-fill.ts';

const fillEvent = 'woop:winner-fill';

interface ControlProps {
  field: { get(key: string): unknown };
  onChange: (value: unknown) => void;
}

/** Decap's control `Base`, also taking its field's value when the fill button announces one (its ref, a prop in React 19, reaches Base). */
export function fillable<P extends ControlProps>(Base: ComponentType<P>): ComponentType<P> {
  return function Fillable(props: P) {
    const name = props.field.get('name') as string;
    const { onChange } = props;
    useEffect(() => {
      const take = (event: Event) => {
        const values = (event as CustomEvent<Record<string, unknown>>).detail;
        if (name in values) onChange(values[name]);
      };
      window.addEventListener(fillEvent, take);
      return () => window.removeEventListener(fillEvent, take);
    }, [name, onChange]);
    return <Base {...props} />;
  };
}

function FillFromResults() {
  const [said, say] = useState('');
  const [busy, setBusy] = useState(false);
  const fill = async () => {
    setBusy(true);
    say('Reading the published results…');
    try {
      const { values, said } = winnerFromResults(await fetchResults(null));
      if (values) window.dispatchEvent(new CustomEvent(fillEvent, { detail: values }));
      say(said);
    } catch {
      say('The published results could not be read: check the connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="woop-winner-fill">
      <button type="button" disabled={busy} onClick={() => void fill()}>
        Fill in from the published results
      </button>
      <p role="status">{said}</p>
    </div>
  );
}

/** The year's control: Decap's number control, then the fill button. */
export function winnerYear<P extends ControlProps>(Base: ComponentType<P>): ComponentType<P> {
  const Year = fillable(Base);
  return function WinnerYear(props: P) {
    return (
      <>
        <Year {...props} />
        <FillFromResults />
      </>
    );
  };
}
