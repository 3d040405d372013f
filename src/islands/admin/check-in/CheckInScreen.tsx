// /admin/check-in, made for the organizer's phone at the door: scan a QR code (or find a name),
// see the verdict in large text and what the registrant has (level, rooms, t-shirt size, payment
// state), then check them in, or undo; once checked in, their seat for the night in large text.
// The count of checked-in against paid stays at the top.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { checkInQuerySchema, checkInVerdict, verdictLabels, type CheckInCard, type CheckInCount, type CheckInVerdict } from '../../../domain/check-in-contract.ts';
import { parseCheckInCode } from '../../../domain/check-in.ts';
import { doorSeatWords } from '../../../domain/tournament/door-seat.ts';
import { Field } from '../../forms/Field.tsx';
import { displayDateTime } from '../display.ts';
import { useAdminSession } from '../kit/session.tsx';
import StatusMessage from '../StatusMessage.tsx';
import { useAdminForm } from '../kit/use-admin-form.ts';
import { changeCheckIn, fetchCheckInCount, lookUpCode, searchByName } from './check-in-api.ts';
import './check-in.css';

// The camera and its code reader load with this screen only once it is shown.
const Scanner = lazy(() => import('./Scanner.tsx'));

/** What the door shows: a registration (or an unknown code) and, after an action, what happened. */
interface Shown {
  card: CheckInCard | null;
  /** The registrant was checked in on this screen just now. */
  justCheckedIn?: boolean;
  /** The server refused a check-in: its reason. */
  refused?: string;
  /** A code without the site's signature (a copy, or printed before codes were signed): not looked up. */
  unsigned?: boolean;
  /** The server's reason a code checks nobody in (a 409): a company's order, or a seat handed over. */
  notPlayer?: string;
}

const stateLabels: Record<CheckInCard['state'], string> = {
  pending: 'Pending (not paid)',
  expired: 'Expired (not paid)',
  paid: 'Paid',
  comped: 'Comped (nothing to pay)',
  refunded: 'Refunded',
  reversed: 'Reversed (chargeback)',
};

const flagLabels: Record<NonNullable<CheckInCard['flag']>, string> = {
  over_capacity: 'Paid after the place was given away: a refund is due.',
  promo_code_taken: 'Paid after the promo code was given away: a refund is due.',
  paid_twice: 'Paid twice: the second payment is to be refunded.',
  not_on_sale: 'Paid for a level that was not on sale: a refund is due.',
};

const fullName = (card: CheckInCard) => `${card.firstName} ${card.lastName}`;

export default function CheckInScreen() {
  const id = useId();
  const { guarded, say, dismiss, signOut } = useAdminSession();
  const [count, setCount] = useState<CheckInCount | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<CheckInCard[] | null>(null);
  // A code held in front of the camera is read several times a second: while its card is shown,
  // reading it again changes nothing. Closing the card (or showing another) makes it count again.
  const shownCode = useRef<string | null>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const [focusCard, setFocusCard] = useState(false);

  useEffect(() => {
    void guarded(fetchCheckInCount, 'Failed to load the check-in count. Please try again.').then((result) => {
      if (result?.ok) setCount(result.data);
    });
  }, [guarded]);

  useEffect(() => {
    if (!focusCard || !shown) return;
    cardHeading.current?.scrollIntoView({ block: 'nearest' });
    cardHeading.current?.focus({ preventScroll: true });
    setFocusCard(false);
  }, [focusCard, shown]);

  const show = useCallback(
    (next: Shown, focus = false, code: string | null = null) => {
      shownCode.current = code ?? next.card?.registrationId ?? null;
      setShown(next);
      dismiss();
      if (focus) setFocusCard(true);
    },
    [dismiss],
  );

  const onCode = useCallback(
    async (text: string) => {
      const parsed = parseCheckInCode(text);
      const code = text.trim().toUpperCase();
      if (shownCode.current === code) return;
      shownCode.current = code;
      if (!parsed) return show({ card: null }, false, code);
      // Only a code the site signed is looked up: one made from a registration ID (printed on
      // receipts) is not (src/domain/check-in.ts); the organizer finds that person by name.
      if (!parsed.signature) return show({ card: null, unsigned: true }, false, code);
      const result = await guarded((token) => lookUpCode(token, code), 'Failed to look up the code. Please try again.', [409]);
      if (result?.ok) return show({ card: result.data }, false, code);
      if (result) return show({ card: null, notPlayer: result.message }, false, code);
      // Read again in a moment (not at every frame while the connection is down).
      setTimeout(() => {
        if (shownCode.current === code) shownCode.current = null;
      }, 3000);
    },
    [guarded, show],
  );

  const search = useAdminForm({
    initial: { q: '' },
    idOf: (field) => `${id}-${field}`,
    check: ({ q }) => {
      const parsed = checkInQuerySchema.safeParse(q);
      return parsed.success ? undefined : { q: parsed.error.issues[0]?.message ?? 'Enter a name to search for.' };
    },
    send: ({ q }) => guarded((token) => searchByName(token, checkInQuerySchema.parse(q)), 'Failed to search. Please try again.'),
    onDone: setResults,
  });
  const query = search.values.q;

  async function change(card: CheckInCard, checkedIn: boolean) {
    setBusy(true);
    const result = await guarded(
      (token) => changeCheckIn(token, card.registrationId, checkedIn),
      checkedIn ? 'Failed to check in. Please try again.' : 'Failed to undo the check-in. Please try again.',
      [409],
    );
    setBusy(false);
    if (!result) return;
    if (!result.ok) {
      // The seat was handed over while its card was shown: this row is no longer a player.
      setResults((list) => list?.filter((r) => r.registrationId !== card.registrationId) ?? null);
      return show({ card: null, notPlayer: result.message }, true);
    }
    const { card: changed, count: newCount, refused } = result.data;
    setCount(newCount);
    setResults((list) => list?.map((r) => (r.registrationId === card.registrationId ? changed : r)) ?? null);
    show({ card: changed, justCheckedIn: checkedIn && !refused, refused: refused ?? undefined }, true);
    if (!checkedIn && !refused) say('success', `Check-in of ${fullName(card)} undone.`);
  }

  return (
    <div className="check-in">
      <header className="check-in__head">
        <h1 className="admin-dashboard__title">Check-in</h1>
        <p className="check-in__count" aria-live="polite">
          {count ? (
            <>
              Checked in: <strong>{count.checkedIn.toLocaleString('en-US')}</strong> of {count.expected.toLocaleString('en-US')} paid
            </>
          ) : (
            'Checked in: –'
          )}
        </p>
        <nav className="check-in__nav" aria-label="Admin">
          <a href="/admin">Dashboard</a>
          <button type="button" className="admin-button admin-button--ghost" onClick={signOut}>
            Sign out
          </button>
        </nav>
      </header>

      <StatusMessage />

      <section className="check-in__panel" aria-labelledby={`${id}-scan`}>
        <h2 id={`${id}-scan`} className="admin-panel__title">Scan a code</h2>
        <Suspense fallback={<p className="check-in-scanner__hint">Loading the scanner…</p>}>
          <Scanner onCode={(text) => void onCode(text)} />
        </Suspense>
      </section>

      {shown ? (
        <Card
          shown={shown}
          busy={busy || search.busy}
          headingRef={cardHeading}
          onChange={change}
          onClose={() => {
            shownCode.current = null;
            setShown(null);
          }}
        />
      ) : null}

      <section className="check-in__panel" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`} className="admin-panel__title">Find by name</h2>
        <form role="search" className="check-in__search" onSubmit={(event) => void search.submit(event)} noValidate>
          <Field {...search.field('q')} label="Name, company or e-mail" type="search" autoComplete="off" announce />
          <button type="submit" className="admin-button admin-button--gold" disabled={busy || search.busy}>
            Search
          </button>
        </form>
        {results ? (
          results.length === 0 ? (
            <p role="status">No registration matches “{query.trim()}”.</p>
          ) : (
            <ul className="check-in__results" aria-label="Search results">
              {results.map((r) => (
                <li key={r.registrationId}>
                  <button type="button" className="check-in__result" onClick={() => show({ card: r }, true)}>
                    <span className="check-in__result-name">{fullName(r)}</span>
                    <span className="check-in__result-meta">
                      {[r.company, r.levelName, r.checkedInAt ? 'checked in' : stateLabels[r.state]].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </div>
  );
}

interface CardProps {
  shown: Shown;
  busy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: (card: CheckInCard, checkedIn: boolean) => void;
  onClose: () => void;
}

/** The verdict in large text, then the registration's facts and the action it allows. */
function Card({ shown, busy, headingRef, onChange, onClose }: CardProps) {
  const id = useId();
  const { card, justCheckedIn, refused } = shown;
  const verdict: CheckInVerdict = checkInVerdict(card);
  const good = verdict === 'ready' || justCheckedIn;
  const headline = justCheckedIn ? 'Checked in' : shown.notPlayer ? 'Cannot check in' : verdictLabels[verdict];
  return (
    <section className={`check-in__card check-in__card--${good ? 'good' : 'bad'}`} aria-labelledby={`${id}-name`}>
      {/* Announced at once: the organizer may be looking at the registrant, not the phone. */}
      <p className="check-in__verdict" role={good ? 'status' : 'alert'}>
        {headline}
        {card?.checkedInAt && (justCheckedIn || verdict === 'already_checked_in') ? (
          <>
            <span className="check-in__verdict-time"> at {displayDateTime(card.checkedInAt)}</span>
            {/* The seat to tell the player, read out with the verdict. */}
            {card.seats.map((seat) => (
              <span key={seat.tournament} className="check-in__seat">
                {' '}
                {doorSeatWords(seat)}
              </span>
            ))}
          </>
        ) : null}
      </p>
      {refused && refused !== headline ? <p className="check-in__refused">{refused}</p> : null}
      {card ? (
        <>
          <h2 id={`${id}-name`} ref={headingRef} tabIndex={-1} className="check-in__name">
            {fullName(card)}
          </h2>
          <dl className="check-in__facts">
            {card.company ? (
              <>
                <dt>Company</dt>
                <dd>{card.company}</dd>
              </>
            ) : null}
            <dt>Level</dt>
            <dd>{card.levelName}</dd>
            <dt>Rooms</dt>
            <dd>{card.rooms.length ? card.rooms.join(', ') : 'None'}</dd>
            <dt>T-shirt size</dt>
            <dd>{card.tShirtSize ?? '–'}</dd>
            <dt>Payment</dt>
            <dd>{stateLabels[card.state]}</dd>
            <dt>Registration ID</dt>
            <dd>{card.registrationId}</dd>
          </dl>
          {card.flag ? <p className="check-in__flag">{flagLabels[card.flag]}</p> : null}
          <div className="check-in__actions">
            {verdict === 'ready' ? (
              <button type="button" className="admin-button admin-button--gold check-in__primary" disabled={busy} onClick={() => onChange(card, true)}>
                Check in {fullName(card)}
              </button>
            ) : null}
            {card.checkedInAt ? (
              <button type="button" className="admin-button admin-button--outline" disabled={busy} onClick={() => onChange(card, false)}>
                Undo check-in
              </button>
            ) : null}
            <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={`${id}-name`} ref={headingRef} tabIndex={-1} className="check-in__name">
            {shown.unsigned ? 'Not a code issued by the site' : shown.notPlayer ? 'Not a player\u2019s code' : 'No registration has this code'}
          </h2>
          <p className={shown.notPlayer ? 'check-in__refused' : undefined}>
            {shown.unsigned
              ? 'It has no valid signature (a copy, or printed before codes were signed). Find the registrant by name, check who they are, and check them in from there.'
              : (shown.notPlayer ?? 'Ask for the confirmation e-mail, or find the registrant by name.')}
          </p>
          <div className="check-in__actions">
            <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </section>
  );
}
