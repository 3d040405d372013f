// "Join the waiting list": a disclosure under the sold-out items, opening a small form (name,
// e-mail, what the visitor waits for and, with a player level, the rooms wanted) that is checked
// with the join schema the server uses, then sent to POST /api/waiting-list. It may sit inside
// another form (the registration screen), so it is no <form> of its own: its button sends it and
// Enter in its fields does too, instead of submitting the form around it. Loaded only when
// something is sold out (WaitingList.tsx): zod comes with it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { joinWaitingList } from '../../api/waiting-list.ts';
import { joinLabel } from '../../domain/waiting-list/contract.ts';
import { joinWaitingListSchema } from '../../domain/waiting-list/join-schema.ts';
import type { WaitingItem } from '../../domain/waiting-list/waitable.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { ErrorMessage, errorIdFor, Field, SelectField } from '../forms/Field.tsx';
import { joinedOutcome, joinRefusal, type JoinOutcome } from './answers.ts';
import './waiting-list.css';

export interface JoinFormProps {
  /** The page's live items of the kinds it sells: the sold-out ones are offered, rooms can be wanted. */
  items: readonly WaitingItem[];
  /** A sold-out item the visitor pointed at (a SOLD OUT level they clicked): chosen in "Waiting for". */
  preselect?: string;
  /** Prefix of the form's ids, apart from the page's own. */
  idPrefix?: string;
  /** Added to the section (a page's card). */
  className?: string;
}

type JoinField = 'name' | 'email' | 'itemId' | 'rooms';
const fieldOrder: readonly JoinField[] = ['name', 'email', 'itemId', 'rooms'];

export default function JoinForm({ items, preselect, idPrefix = 'wl', className }: JoinFormProps) {
  const choices = items.filter((i) => i.soldOut);
  const roomItems = items.filter((i) => i.kind === 'room');
  const only = choices.length === 1 ? choices[0]!.id : '';
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [itemId, setItemId] = useState(preselect ?? only);
  const [rooms, setRooms] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});
  const [formError, setFormError] = useState('');
  const [focusSummary, setFocusSummary] = useState(0);
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const id = (part: string) => `${idPrefix}-${part}`;

  useEffect(() => {
    if (preselect) setItemId(preselect);
  }, [preselect]);

  const chosen = choices.find((c) => c.id === itemId);
  const roomsWanted = chosen?.kind === 'player' && roomItems.length > 0;

  function showProblem(fields: Partial<Record<JoinField, string>>, message: string) {
    setErrors(fields);
    setFormError(message);
    setFocusSummary((n) => n + 1);
  }

  async function send() {
    if (sending) return;
    setJoined('');
    const parsed = joinWaitingListSchema(items).safeParse({ name, email, itemId, rooms: roomsWanted ? rooms : [] });
    if (!parsed.success) {
      showProblem(pick(fieldErrors(parsed.error)), '');
      return;
    }
    setSending(true);
    let outcome: JoinOutcome;
    try {
      outcome = joinedOutcome(await joinWaitingList(parsed.data));
    } catch (error) {
      outcome = joinRefusal(error);
    }
    setSending(false);
    if (outcome.kind === 'refused') {
      const fields = pick(outcome.errors);
      // Field errors speak for themselves; a refusal of the whole form (a limit) is said above them.
      showProblem(fields, Object.keys(fields).length ? '' : outcome.message);
      return;
    }
    // Done: the message stays in view and the fields fold away, ready for another item.
    setErrors({});
    setFormError('');
    setJoined(outcome.message);
    setItemId(only);
    setRooms([]);
    setOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Enter in a field sends this form, not the registration form around it.
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void send();
    }
  }

  const summary = fieldOrder.filter((f) => errors[f]).map((f) => ({ target: f === 'rooms' ? id('rooms') : id(f), message: errors[f]! }));
  return (
    <section className={`wl${className ? ` ${className}` : ''}`} aria-labelledby={id('toggle')}>
      <h2 className="wl__title">
        <button type="button" id={id('toggle')} ref={toggle} className="wl__toggle" aria-expanded={open} aria-controls={id('panel')} onClick={() => setOpen(!open)}>
          {joinLabel}
        </button>
      </h2>
      <p className="wl__joined" role="status">
        {joined}
      </p>
      <div id={id('panel')} className="wl__panel" hidden={!open} onKeyDown={onKeyDown}>
        <p className="wl__intro">
          Sold out: {choices.map((c) => c.name).join(', ')}. Leave your name and e-mail: if a place frees, the first in line gets it offered by
          e-mail and kept for them for a while.
        </p>
        <ErrorSummary headingLevel={3} focusKey={focusSummary} items={summary}>
          {formError ? <p>{formError}</p> : null}
        </ErrorSummary>
        <Field id={id('name')} label="Name" autoComplete="name" required value={name} error={errors.name} onValue={setName} />
        <Field id={id('email')} label="E-mail" type="email" autoComplete="email" required value={email} error={errors.email} onValue={setEmail} />
        <SelectField
          id={id('itemId')}
          label="Waiting for"
          required
          placeholder={only ? undefined : 'Choose'}
          options={choices.map((c) => ({ value: c.id, label: c.name }))}
          value={itemId}
          error={errors.itemId}
          onValue={setItemId}
        />
        {roomsWanted ? (
          <fieldset id={id('rooms')} className={`wl__rooms${errors.rooms ? ' form-field--error' : ''}`} tabIndex={-1} aria-describedby={errors.rooms ? errorIdFor(id('rooms')) : undefined}>
            <legend className="form-label">Rooms wanted (optional)</legend>
            <ErrorMessage id={errorIdFor(id('rooms'))} message={errors.rooms} />
            {roomItems.map((room) => (
              <label key={room.id} className="wl__room">
                <input
                  type="checkbox"
                  value={room.id}
                  checked={rooms.includes(room.id)}
                  onChange={(e) => setRooms(e.target.checked ? [...rooms, room.id] : rooms.filter((r) => r !== room.id))}
                />
                {room.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <button type="button" className="form-button wl__send" disabled={sending} onClick={() => void send()}>
          {sending ? 'Sending...' : 'Add me to the list'}
        </button>
      </div>
    </section>
  );
}

/** The errors of this form's fields (the server may name others: they are not shown on a field). */
function pick(errors: Record<string, string>): Partial<Record<JoinField, string>> {
  const out: Partial<Record<JoinField, string>> = {};
  for (const f of fieldOrder) if (errors[f]) out[f] = errors[f];
  return out;
}
