// "Hand this seat over": a disclosure opening the form that names the seat's next player (a seat's
// players rarely change, so the seats stay short until one does). The form closes once it is sent.
import { useState, type ReactNode } from 'react';

export default function HandOver({ idPrefix, children }: { idPrefix: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = `${idPrefix}-hand-over`;
  return (
    <div className="my-reg__hand-over">
      <button type="button" className="pay-button" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        Hand this seat over
      </button>
      <div id={panel} hidden={!open}>
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}
