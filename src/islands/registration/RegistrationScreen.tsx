// The registration screen shared by /registration, /unified-registration and /register/form.
// Form -> submit -> payment view on a 2xx answer -> success modal on the payment window's
// same-origin PAYPAL_SUCCESS message (SPEC §2, §4). Levels and rooms arrive as props, read at
// build time by the page. Whatever the visitor typed survives every failure, and a submit before the
// island's script has run (the button waits for it, saying so) as well. A sold-out level or room
// offers the waiting list below the rooms; a waiting-list offer's link (#offer=) opens the form with
// the offer's item chosen and the person's details filled in (a sponsor level's opens the sponsor
// form instead).
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, rateLimitMessage, serverMessage } from '../../api/fetcher.ts';
import type { RegisterResult } from '../../domain/api-contract.ts';
import { levelName, type RegistrationLevel, type RoomAddition } from '../../data/levels.ts';
import { formatPrice, formatUsd } from '../../domain/money.ts';
import type { RegistrationScreenField } from '../../domain/registration-screen-fields.ts';
import { buyerNote, seatChoices, seatCount, seatLimit, seatsPromoMessage, withSeats } from '../../domain/seats/order-form.ts';
import { entryCodeFromHash } from '../../domain/sponsor-entries.ts';
import { resultsListingLegend, resultsListingNote } from '../../domain/tournament/results-listing.ts';
import { offerNotice } from '../../domain/waiting-list/offer-form.ts';
import { savePending } from '../../stores/pending-registration.ts';
import { toast } from '../../stores/toast.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { ErrorMessage, errorIdFor, Field, RequiredMark, SelectField } from '../forms/Field.tsx';
import { textEntry } from '../forms/entries.ts';
import { LoadingNote, useHydrated, useTypedBeforeHydration } from '../forms/hydration.tsx';
import { addressFields, personFields, type TextFieldSpec } from '../forms/person-fields.ts';
import { ResultsListingOptions } from '../forms/ResultsListingOptions.tsx';
import { fieldId, Section } from './fields.tsx';
import {
  buildPayload,
  emptyValues,
  promoCheckFailed,
  promoOutcome,
  promoStillApplies,
  registrationError,
  registrationFailedTitle,
  screenFieldErrors,
  totalCents,
  valuesFromEntries,
  valuesWithOffer,
  type AppliedPromo,
  type FormValues,
} from './form-model.ts';
import PaymentView, { type Payment } from './PaymentView.tsx';
import SuccessModal from './SuccessModal.tsx';
import { useLiveFacts, withLive } from './live.ts';
import { useOfferLink } from '../waiting-list/useOfferLink.ts';
import { WaitingList } from '../waiting-list/WaitingList.tsx';
import './registration.css';

interface Props {
  /** The year the success modal names (src/data/event.ts). */
  successYear: number;
  levels: RegistrationLevel[];
  rooms: RoomAddition[];
  tShirtSizes: readonly string[];
  infoEmail: string;
  /** The venue's time zone (content): an early-bird price's end is told on its clock. */
  timeZone: string;
  /** Read the live facts (the page does; a test rendering the island alone does not). */
  live?: boolean;
}

type Errors = Partial<Record<RegistrationScreenField, string>>;

// The form's check and its calls (zod) load when the visitor starts on the form (checks.ts).
const loadChecks = () => import('./checks.ts');

type View = { kind: 'form' } | { kind: 'payment'; payment: Payment } | { kind: 'paid'; payment: Payment };

export default function RegistrationScreen({ levels: builtLevels, rooms: builtRooms, tShirtSizes, infoEmail, timeZone, successYear, live = false }: Props) {
  const liveState = useLiveFacts(live);
  const offerLink = useOfferLink(['player', 'room']);
  const offer = offerLink.kind === 'open' ? offerLink : null;
  const { levels, rooms, badges, earlyBird, waiting, maxSeats, left } = withLive(builtLevels, builtRooms, liveState, timeZone, offer?.offer.itemId);
  const pending = liveState.kind === 'pending' ? ' reg-options--pending' : '';
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [summaryOrder, setSummaryOrder] = useState<RegistrationScreenField[]>([]);
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [checkingPromo, setCheckingPromo] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [view, setView] = useState<View>({ kind: 'form' });
  const [focusSummary, setFocusSummary] = useState(0);
  // The sold-out level or room the visitor last clicked: the waiting list's form chooses it.
  const [waitFor, setWaitFor] = useState<string>();
  const [sentOnce, setSentOnce] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const offerApplied = useRef('');
  const checking = useRef(false);
  const hydrated = useHydrated();
  useTypedBeforeHydration(form, (data) => {
    setValues(valuesFromEntries(data));
    setPromoInput(textEntry(data, 'promoCode'));
  });

  // An offer keeps one place: its registration is one seat.
  const seatMax = offer ? 1 : seatLimit(maxSeats, left[values.registrationType]);
  const seats = seatCount(values.seats, seatMax);
  const manySeats = seats > 1;
  const total = totalCents(values, levels, rooms, promo, seats);
  const errorId = (name: RegistrationScreenField) => errorIdFor(fieldId(name));

  // A sponsor's entry link (/registration#entry=<code>) gives a player their place: the code is
  // filled in and applied.
  useEffect(() => {
    const entry = entryCodeFromHash(window.location.hash);
    if (!entry) return;
    setPromoInput(entry);
    void applyPromo(entry);
  }, []);

  // An offer fills the form once, when the live facts have said which rooms can be added.
  useEffect(() => {
    if (!offer || offerApplied.current === offer.token || liveState.kind === 'pending') return;
    offerApplied.current = offer.token;
    setValues((v) => valuesWithOffer(v, offer.offer, rooms));
  }, [offer, liveState.kind]);
  // Why an offer link opens nothing, at the top of the form until the visitor sends it.
  const offerRefused = offerLink.kind === 'refused' && !sentOnce ? offerLink.message : '';
  const soldOutIds = new Set(waiting.filter((w) => w.soldOut).map((w) => w.id));
  const pointAt = (id: string) => () => {
    if (soldOutIds.has(id)) setWaitFor(id);
  };

  function set<K extends keyof FormValues>(field: K, value: FormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
  }

  function chooseLevel(id: string) {
    set('registrationType', id);
    // A level-restricted promo stops applying on another level: take it off and say why.
    if (promo && !promoStillApplies(promo, id)) {
      setPromo(null);
      toast({
        title: 'Promo code removed',
        description: `This promo code only applies to '${levelName(promo.restrictedTo ?? '')}' registration.`,
      });
    }
  }

  function chooseSeats(n: string) {
    set('seats', n);
    // A code covers one seat (the server refuses it with more): take it off and say why.
    if (promo && seatCount(n) > 1) {
      setPromo(null);
      toast({ title: 'Promo code removed', description: seatsPromoMessage });
    }
  }

  function toggleRoom(id: string, checked: boolean) {
    set('roomAdditions', checked ? [...values.roomAdditions, id] : values.roomAdditions.filter((r) => r !== id));
  }

  async function applyPromo(typed = promoInput) {
    const code = typed.trim().toLowerCase();
    if (!code) {
      toast({ title: 'Invalid promo code', description: 'Please try again.', variant: 'error' });
      return;
    }
    setCheckingPromo(true);
    try {
      const { checkPromoCode } = await loadChecks();
      const outcome = promoOutcome(code, values.registrationType, await checkPromoCode(code, values.registrationType));
      if (outcome.kind === 'applied') setPromo(outcome.promo);
      else toast({ ...outcome.toast, variant: 'error' });
    } catch (error) {
      const limited = rateLimitMessage(error);
      toast({ ...promoCheckFailed, ...(limited ? { description: limited } : {}), variant: 'error' });
    } finally {
      setCheckingPromo(false);
    }
  }

  function showErrors(next: Errors, order: RegistrationScreenField[]) {
    setErrors(next);
    setSummaryOrder(order);
    setFocusSummary((n) => n + 1);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentOnce(true);
    // A ref, not the state: a second submit while the checks load must not register twice.
    if (submitting || checking.current) return;
    checking.current = true;
    let checks: Awaited<ReturnType<typeof loadChecks>>;
    try {
      checks = await loadChecks();
    } catch {
      toast({ ...registrationError, variant: 'error' });
      return;
    } finally {
      checking.current = false;
    }
    const { validate, register } = checks;
    const check = validate(values);
    if (!check.ok) {
      showErrors(check.errors, check.order);
      return;
    }
    setErrors({});
    setSummaryOrder([]);
    setSubmitting(true);
    const payload = buildPayload(values, total, promo, offer?.token, seats);
    let result: RegisterResult;
    try {
      result = await register(payload);
    } catch (error) {
      const server = error instanceof ApiError ? serverMessage(error) : {};
      if (server.message) {
        toast({ title: registrationFailedTitle, description: server.message, variant: 'error' });
        // A code refused at submission (spent meanwhile) comes off, so the total shown is what is charged.
        if (server.errors?.promoCode) setPromo(null);
        const fieldErrs = screenFieldErrors(server.errors);
        const order = Object.keys(fieldErrs) as RegistrationScreenField[];
        if (order.length) showErrors(fieldErrs, order);
      } else {
        toast({ ...registrationError, variant: 'error' });
      }
      setSubmitting(false);
      return;
    }
    // The payment key is the server's: it issued it with the registration.
    const registrationKey = result.registrationKey;
    const registrationData = {
      ...payload,
      registrationId: result.registrationId,
      amount: result.amount,
      registrationTypeName: levelName(payload.registrationType),
    };
    savePending({ registrationKey, registrationData, registrationId: result.registrationId });
    setSubmitting(false);
    setView({
      // Nothing to pay (a code covered it all): the server confirmed it already.
      kind: result.paymentStatus === 'comped' ? 'paid' : 'payment',
      payment: {
        comped: result.paymentStatus === 'comped',
        registrationId: result.registrationId,
        registrationKey,
        registrationData,
        amount: result.amount,
        name: `${payload.firstName} ${payload.lastName}`,
        typeName: withSeats(registrationData.registrationTypeName, seats),
        myRegistrationUrl: result.myRegistrationUrl,
      },
    });
  }

  const textField = ({ name, wide, ...spec }: TextFieldSpec) => (
    <Field
      key={name}
      id={fieldId(name)}
      name={name}
      required
      className={wide ? 'reg-field--wide' : undefined}
      value={values[name]}
      error={errors[name]}
      onValue={(v) => set(name, v)}
      {...spec}
    />
  );

  const summaryLinkTarget = (field: RegistrationScreenField): string => {
    if (field !== 'registrationType') return fieldId(field);
    const first = levels.find((l) => !l.soldOut);
    return first ? fieldId(`registrationType-${first.id}`) : fieldId('registrationType');
  };

  return (
    <div className="reg">
      {view.kind === 'form' ? (
        <form className="reg-form" noValidate onSubmit={onSubmit} onFocus={() => void loadChecks().catch(() => {})} aria-label="Registration" ref={form}>
          <ErrorSummary items={summaryOrder.map((field) => ({ target: summaryLinkTarget(field), message: errors[field] ?? '' }))} focusKey={focusSummary}>
            {offerRefused ? <p>{offerRefused}</p> : null}
          </ErrorSummary>
          {offer ? (
            <p className="reg-offer" role="status">
              {offerNotice(offer.offer)}
            </p>
          ) : null}

          <p className="reg-form__intro">
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>

          <Section
            id={fieldId('registrationType')}
            legend={
              <>
                Registration Options
                <RequiredMark />
              </>
            }
            describedById={errors.registrationType ? errorId('registrationType') : undefined}
            className={errors.registrationType ? 'reg-section--error' : undefined}
          >
            <ErrorMessage id={errorId('registrationType')} message={errors.registrationType} />
            <div className={`reg-options${pending}`}>
              {levels.map((level) => {
                const id = fieldId(`registrationType-${level.id}`);
                return (
                  <div key={level.id} className={`reg-option${level.soldOut ? ' reg-option--unavailable' : ''}`} onClick={pointAt(level.id)}>
                    <input
                      id={id}
                      className="reg-option__input"
                      type="radio"
                      name="registrationType"
                      value={level.id}
                      disabled={level.soldOut}
                      checked={values.registrationType === level.id}
                      aria-describedby={`${id}-description`}
                      onChange={() => chooseLevel(level.id)}
                    />
                    <label htmlFor={id} className="reg-option__label">
                      <span className="reg-option__name">{level.name}</span>{' '}
                      <span className="reg-option__price">${formatPrice(level.priceCents)}</span>
                      {/* Always there (ON SALE, "2 LEFT", UNAVAILABLE, SOLD OUT): a level that opens or sells out changes no layout. */}{' '}
                      {level.soldOut ? (
                        <span className="reg-badge">{badges[level.id] ?? 'UNAVAILABLE'}</span>
                      ) : (
                        <span className="reg-badge reg-badge--open" aria-hidden="true">{badges[level.id] ?? 'ON SALE'}</span>
                      )}
                      <EarlyBird note={earlyBird[level.id]} />
                    </label>
                    <div id={`${id}-description`} className="reg-option__details">
                      <p className="reg-option__description">{level.description}</p>
                      <p className="reg-option__note">Non-refundable</p>
                    </div>
                  </div>
                );
              })}
            </div>
            {offer ? null : (
              <div className="reg-seats">
                <SelectField id={fieldId('seats')} name="seats" label="Seats" controlClassName="reg-seats__select" options={seatChoices(seatMax)} value={String(seats)} error={errors.seats} onValue={chooseSeats} />
                <p id="reg-seats-note" className="reg-seats__note" role="status">
                  {manySeats ? buyerNote(seats) : ''}
                </p>
              </div>
            )}
          </Section>

          <Section legend="Room Additions">
            <p className="reg-hint" id="reg-rooms-hint">
              Attendee rooms only. Sponsor suites are requested by email to{' '}
              <a href={`mailto:${infoEmail}`}>{infoEmail}</a>.
            </p>
            <div className={`reg-options${pending}`}>
              {rooms.map((room) => {
                const id = fieldId(`room-${room.id}`);
                return (
                  <div key={room.id} className={`reg-option reg-option--check${room.available ? '' : ' reg-option--unavailable'}`} onClick={pointAt(room.id)}>
                    <input
                      id={id}
                      className="reg-option__input"
                      type="checkbox"
                      name="roomAdditions"
                      value={room.id}
                      disabled={!room.available}
                      checked={values.roomAdditions.includes(room.id)}
                      onChange={(e) => toggleRoom(room.id, e.target.checked)}
                    />
                    <label htmlFor={id} className="reg-option__label">
                      <span className="reg-option__name">{room.name}</span>{' '}
                      <span className="reg-option__price">+${formatPrice(room.priceCents)}</span>
{' '}
                      {room.available ? (
                        <span className="reg-badge reg-badge--open" aria-hidden="true">{badges[room.id] ?? 'ON SALE'}</span>
                      ) : (
                        <span className="reg-badge">{badges[room.id] ?? 'UNAVAILABLE'}</span>
                      )}
                      <EarlyBird note={earlyBird[room.id]} />
                    </label>
                  </div>
                );
              })}
            </div>
          </Section>

          <WaitingList items={waiting} preselect={waitFor} />

          <Section legend="Personal Information">
            <div className="reg-grid">
              {personFields.map(textField)}
              <SelectField id={fieldId('tShirtSize')} name="tShirtSize" label="T-shirt size" required placeholder="Select a size" options={tShirtSizes} value={values.tShirtSize} error={errors.tShirtSize} onValue={(v) => set('tShirtSize', v)} />
            </div>
          </Section>

          <Section legend="Company Address">
            <div className="reg-grid">{addressFields.map(textField)}</div>
          </Section>

          <Section legend="Promo Code">
            <div className="reg-promo">
              <div className="form-field reg-promo__field">
                <label className="form-label" htmlFor={fieldId('promoCode')}>
                  Promo code
                </label>
                <input
                  id={fieldId('promoCode')}
                  name="promoCode"
                  className="form-input"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={promoInput}
                  readOnly={promo !== null}
                  disabled={manySeats}
                  aria-describedby={manySeats ? 'reg-promo-seats' : promo ? 'reg-promo-status' : undefined}
                  onChange={(e) => setPromoInput(e.target.value)}
                  onKeyDown={(e) => {
                    // Enter in the promo box applies the code instead of submitting the registration.
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      if (!promo && !checkingPromo) void applyPromo();
                    }
                  }}
                />
              </div>
              <div className="reg-promo__actions">
                <button type="button" className="reg-button reg-button--secondary" disabled={promo !== null || checkingPromo || manySeats} onClick={() => void applyPromo()}>
                  {promo ? 'Applied!' : checkingPromo ? 'Checking...' : 'Apply'}
                </button>
                {promo ? (
                  <button
                    type="button"
                    className="reg-button reg-button--link"
                    onClick={() => {
                      setPromo(null);
                    }}
                  >
                    Remove
                  </button>
                ) : null}
              </div>
            </div>
            <p id="reg-promo-status" className="reg-promo__status" role="status">
              {promo ? `Promo code ${promo.code.toUpperCase()} applied.` : ''}
            </p>
            {manySeats ? (
              <p id="reg-promo-seats" className="reg-hint">
                {seatsPromoMessage}
              </p>
            ) : null}
          </Section>

          {/* After SPEC's sections: a choice with a default, so a visitor who skips it loses nothing.
              Not for the buyer of an order, who is not a player: each seat's player chooses on their own page. */}
          {manySeats ? null : (
            <Section legend={resultsListingLegend} describedById="reg-results-listing-note">
              <p className="reg-hint" id="reg-results-listing-note">
                {resultsListingNote}
              </p>
              <ResultsListingOptions idPrefix={fieldId('resultsListing')} value={values.resultsListing} onChange={(v) => set('resultsListing', v)} />
            </Section>
          )}

          <PriceSummary values={values} seats={seats} levels={levels} rooms={rooms} promo={promo} total={total} earlyBird={earlyBird} />

          <p className="reg-terms">
            By registering you agree to our <a href="/terms">terms and conditions</a>. Registrations are non-refundable.
          </p>

          <button
            type="submit"
            className="reg-button reg-button--primary reg-submit"
            disabled={submitting || !hydrated}
            aria-describedby={hydrated ? undefined : 'reg-loading'}
          >
            {/* SPEC's "$<total>" with two decimals; written with the thousands separator the level
                prices use ("$2,450.00"), one format for every amount shown to the visitor. */}
            {submitting ? 'Submitting...' : `Register & Pay ${formatUsd(total)}`}
          </button>
          {hydrated ? null : <LoadingNote id="reg-loading" />}
        </form>
      ) : (
        <PaymentView payment={view.payment} paid={view.kind === 'paid'} />
      )}

      <SuccessModal
        year={successYear}
        listen={view.kind !== 'form'}
        defaultOpen={view.kind === 'paid' && view.payment.comped}
        onPaymentSuccess={() => setView((v) => (v.kind === 'payment' ? { kind: 'paid', payment: v.payment } : v))}
        // The element focused before the modal opened is gone (the payment view): land on the result.
        onClose={() => document.getElementById('reg-paid-title')?.focus()}
      />
    </div>
  );
}

/** An early-bird price's note, on its own line under the price it qualifies (a space keeps it a separate word in the label's name). */
function EarlyBird({ note }: { note: string | undefined }) {
  return note ? (
    <>
      {' '}
      <span className="reg-early">{note}</span>
    </>
  ) : null;
}

function PriceSummary({ values, seats, levels, rooms, promo, total, earlyBird }: { values: FormValues; seats: number; levels: RegistrationLevel[]; rooms: RoomAddition[]; promo: AppliedPromo | null; total: number; earlyBird: Record<string, string> }) {
  const level = levels.find((l) => l.id === values.registrationType);
  const chosenRooms = rooms.filter((r) => values.roomAdditions.includes(r.id));
  const levelCents = (level?.priceCents ?? 0) * seats;
  const discount = levelCents + chosenRooms.reduce((s, r) => s + r.priceCents, 0) - total;
  return (
    <section className="reg-price" aria-labelledby="reg-price-title">
      <h2 id="reg-price-title" className="reg-price__title">
        Your total
      </h2>
      <dl className="reg-price__list">
        <div>
          <dt>
            {level ? withSeats(level.name, seats) : 'Registration'}
            {level ? <EarlyBird note={earlyBird[level.id]} /> : null}
          </dt>
          <dd>{level ? formatUsd(levelCents) : 'Not selected'}</dd>
        </div>
        {chosenRooms.map((r) => (
          <div key={r.id}>
            <dt>
              {r.name}
              <EarlyBird note={earlyBird[r.id]} />
            </dt>
            <dd>{formatUsd(r.priceCents)}</dd>
          </div>
        ))}
        {promo ? (
          <div>
            <dt>Promo code {promo.code.toUpperCase()}</dt>
            <dd>−{formatUsd(discount)}</dd>
          </div>
        ) : null}
        <div className="reg-price__total">
          <dt>Total (USD)</dt>
          <dd>{formatUsd(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
