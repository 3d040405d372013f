// The sponsor registration form (/exact-copy): validate, register, then pay with PayPal. A
// waiting-list offer's link (#offer=) opens it with the offer's level kept and chosen and the
// person's name and address filled in; the waiting list for the other sold-out levels is below it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { keepLevel, makeSponsorshipRecord, type CheckoutLevel } from '../../domain/sponsor-checkout.ts';
import { parseAmount } from '../../domain/money.ts';
import { defaultSponsorTShirtSize } from '../../domain/t-shirt-sizes.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { addressFields, emptyPersonValues, personFields } from '../forms/person-fields.ts';
import { BillingFields, PersonalFields, ShirtSizeField, TermsField, type ContactValues } from './ContactFields.tsx';
import { LevelCards } from './LevelCards.tsx';
import { registrationFailed, sponsorToasts } from './messages.ts';
import { isMobileWindow, openPopup, paymentErrorMessage } from '../payment/checkout-flow.ts';
import { saveSponsorshipRecord, successPath } from './record.ts';
import { isPaypalSuccess } from '../payment/paypal-message.ts';
import { useHydrated } from '../forms/hydration.tsx';
import { offerNotice, withOfferContact } from '../../domain/waiting-list/offer-form.ts';
import type { WaitingItem } from '../../domain/waiting-list/waitable.ts';
import { useOfferLink } from '../waiting-list/useOfferLink.ts';
import { WaitingList } from '../waiting-list/WaitingList.tsx';

interface Props {
  levels: readonly CheckoutLevel[];
  /** The sponsor levels for the waiting list's form, from the live facts. */
  waiting: readonly WaitingItem[];
  /** The venue's time zone, for an early-bird price's end. */
  timeZone: string;
}

type Values = ContactValues & { shirtSize: string; sponsorshipLevel: string; agreeTerms: boolean };

const initial: Values = { ...emptyPersonValues, shirtSize: defaultSponsorTShirtSize, sponsorshipLevel: '', agreeTerms: false };

// Order of the fields on the page: the error summary lists them in this order.
const order: Array<keyof Values> = [...personFields.map((f) => f.name), 'sponsorshipLevel', ...addressFields.map((f) => f.name), 'shirtSize', 'agreeTerms'];
const fieldId = (name: string) => (name === 'sponsorshipLevel' ? 'sponsorshipLevel-first' : `sp-${name}`);

// The form's check and calls (zod) load when the visitor starts on the form (form-checks.ts).
// Once loaded they are used without waiting: the PayPal popup must open within the click.
type Checks = typeof import('./form-checks.ts');
let checks: Checks | undefined;
const loadChecks = () => import('./form-checks.ts');
const preloadChecks = () => void loadChecks().then((m) => (checks = m), () => {});

export function SponsorForm({ levels: liveLevels, waiting, timeZone }: Props) {
  const offerLink = useOfferLink(['sponsor']);
  const offer = offerLink.kind === 'open' ? offerLink : null;
  const levels = keepLevel(liveLevels, offer?.offer.itemId);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [formDetail, setFormDetail] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);
  const loading = useRef(false);
  const offerApplied = useRef('');
  const hydrated = useHydrated();
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [name]: value }));
  const err = (name: keyof Values) => errors[name];

  // The PayPal window reports a verified payment (same origin only): show the sponsor success page.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isPaypalSuccess(event, window.location.origin)) window.location.assign(successPath);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // An offer fills the form once: its level chosen, the name and address in the fields still empty.
  useEffect(() => {
    if (!offer || offerApplied.current === offer.token) return;
    offerApplied.current = offer.token;
    setValues((v) => ({ ...withOfferContact(v, offer.offer), sponsorshipLevel: offer.offer.itemId }));
  }, [offer]);
  // Why an offer link opens nothing, at the top of the form until the visitor sends it.
  const offerRefused = offerLink.kind === 'refused' && !sentOnce ? offerLink.message : '';

  /** Shows field errors and a message for the whole form; the summary takes the focus. */
  function showProblem(fields: Record<string, string>, message = '', detail = '') {
    setErrors(fields);
    setFormError(message);
    setFormDetail(detail);
    setFocusSummary((n) => n + 1);
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || loading.current) return;
    setSentOnce(true);
    setFormError('');
    setFormDetail('');
    let loaded = checks;
    if (!loaded) {
      // A ref, not the state: a second submit while the checks load must not register twice.
      loading.current = true;
      try {
        loaded = checks = await loadChecks();
      } catch {
        showProblem({}, registrationFailed);
        return;
      } finally {
        loading.current = false;
      }
    }
    const { checkSponsorForm, toSponsorRegistrationPayload, registerSponsor, payRegistration } = loaded;
    const parsed = checkSponsorForm(values);
    if (parsed.errors) {
      showProblem(parsed.errors);
      return;
    }
    const level = levels.find((l) => l.id === parsed.data.sponsorshipLevel);
    if (!level || level.taken) {
      showProblem({ sponsorshipLevel: 'Please select a sponsorship level' });
      return;
    }
    setErrors({});
    // Desktop: PayPal opens in a popup, opened here in the click (browsers block one opened later).
    let popup: Window | null = null;
    if (!isMobileWindow()) {
      try {
        popup = openPopup();
      } catch {
        sponsorToasts.popupBlocked();
        return;
      }
    }
    setBusy(true);
    const payload = toSponsorRegistrationPayload(parsed.data, level.priceCents, offer?.token);
    const result = await registerSponsor(payload);
    if (!result.ok) {
      popup?.close();
      setBusy(false);
      showProblem(result.errors, registrationFailed, result.message ?? '');
      return;
    }
    saveSponsorshipRecord(
      makeSponsorshipRecord(
        { name: level.name, priceCents: parseAmount(result.amount) ?? level.priceCents },
        { name: `${parsed.data.firstName} ${parsed.data.lastName}`, email: parsed.data.email, phone: parsed.data.phone },
      ),
    );
    try {
      await payRegistration(payload, result.registrationId, result.registrationKey, popup);
      // Kept for a later form message; on its own the summary stays closed (the PayPal window explains itself).
      if (popup) setFormDetail('Complete your payment in the PayPal window. This page moves on when it closes.');
    } catch {
      popup?.close();
      setBusy(false);
      showProblem({}, paymentErrorMessage);
    }
  };

  return (
    <>
      <form className="sp-card sp-form" onSubmit={onSubmit} onFocus={preloadChecks} noValidate aria-labelledby="sp-form-title">
        <h2 id="sp-form-title" className="sp-card__title">
          Sponsor registration
        </h2>
        <ErrorSummary
          headingLevel={3}
          focusKey={focusSummary}
          items={order.filter((n) => errors[n]).map((n) => ({ target: fieldId(n), message: errors[n]! }))}
        >
          {/* One child or none: two empty slots would still draw an empty summary. */}
          {offerRefused || formError ? (
            <>
              {offerRefused ? <p>{offerRefused}</p> : null}
              {formError ? <p>{formError}</p> : null}
              {formError && formDetail ? <p>{formDetail}</p> : null}
            </>
          ) : null}
        </ErrorSummary>
        {offer ? (
          <p className="sp-notice sp-offer" role="status">
            {offerNotice(offer.offer)}
          </p>
        ) : null}

        {/* Disabled until React runs: nothing can be typed into the prebuilt HTML and lost. */}
        <fieldset className="sp-plain" disabled={!hydrated}>
          <PersonalFields values={values} set={set} err={err} />

          <LevelCards
            id="sponsorshipLevel"
            levels={levels}
            value={values.sponsorshipLevel}
            onChange={set('sponsorshipLevel')}
            error={err('sponsorshipLevel')}
            timeZone={timeZone}
          />

          <BillingFields values={values} set={set} err={err} />

          <div className="sp-stack">
            <ShirtSizeField value={values.shirtSize} onValue={set('shirtSize')} error={err('shirtSize')} />
            <TermsField checked={values.agreeTerms} onChecked={set('agreeTerms')} error={err('agreeTerms')} />
          </div>

          <div className="sp-actions">
            <button type="submit" className="sp-button sp-button--primary" disabled={busy} aria-disabled={busy}>
              {busy ? 'Preparing PayPal...' : 'Pay with PayPal'}
            </button>
            <a className="sp-button" href="/registration">
              Cancel
            </a>
          </div>
        </fieldset>
      </form>
      <WaitingList items={waiting.filter((i) => i.id !== offer?.offer.itemId)} idPrefix="sp-wl" className="sp-card" />
    </>
  );
}
