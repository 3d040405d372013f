import { Suspense, useEffect, useRef, useState } from 'react';
import { getSponsorLevels } from '../../data/levels.ts';
import { formatUsd } from '../../domain/money.ts';
import { checkoutEarlyBird, easyPaymentCheckoutLevels, withAvailability } from '../../domain/sponsor-checkout.ts';
import { easyPaymentLevels } from '../../data/sponsorship.ts';
import type { PaypalPublicConfig } from './config.ts';
import { LevelCards } from './LevelCards.tsx';
import { LevelDropdown } from './LevelDropdown.tsx';
import { PaymentMethod, preloadPaymentMethod } from './PaymentMethod.tsx';
import { lazyPreloaded } from '../lazy-preloaded.ts';
import { useSponsorLive } from './useAvailability.ts';
import { WaitingList } from '../waiting-list/WaitingList.tsx';
import { useHydrated } from '../forms/hydration.tsx';
import { variants, type VariantId } from './variants.ts';
import './sponsor.css';

export interface SponsorCheckoutProps {
  variant: VariantId;
  paypal: PaypalPublicConfig;
  /** The venue's time zone (content): an early-bird price's end is told on its clock. */
  timeZone: string;
}

const noLevel = 'Please select a sponsorship level';
// Only /exact-copy uses the sponsor form: the other pages do not download it. /exact-copy's island
// is SponsorFormCheckout.tsx, which provides the form up front.
export const sponsorForm = lazyPreloaded(() => import('./SponsorForm.tsx').then((m) => m.SponsorForm));
const SponsorForm = sponsorForm.Component;

/**
 * The one sponsor checkout (SPEC §2 sponsor payment pages): list -> selected level -> payment.
 * Each route picks a variant: how the level is chosen and which payment method follows. A level
 * sold out offers the waiting list in a card of its own below.
 */
export default function SponsorCheckout({ variant: id, paypal, timeZone }: SponsorCheckoutProps) {
  const variant = variants[id];
  const { offers: live, waiting } = useSponsorLive();
  const levels =
    variant.levels === 'easy' ? easyPaymentCheckoutLevels(easyPaymentLevels, live) : withAvailability(getSponsorLevels(), live);
  const [chosenId, setChosenId] = useState('');
  const [error, setError] = useState('');
  const [paying, setPaying] = useState(false);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const chosen = levels.find((l) => l.id === chosenId && !l.taken);
  const earlyBird = chosen ? checkoutEarlyBird(chosen, timeZone) : null;

  useEffect(() => {
    if (paying) paymentHeading.current?.focus();
  }, [paying]);

  const waitingList = <WaitingList items={waiting} idPrefix="sp-wl" className="sp-card" />;

  // The sponsor form shows the waiting list itself: a waiting-list offer's link opens the form
  // with its level kept for this visitor, not one to wait for.
  if (variant.picker === 'form') {
    return (
      <Suspense fallback={null}>
        <SponsorForm levels={levels} waiting={waiting} timeZone={timeZone} />
      </Suspense>
    );
  }

  const pickerId = 'sp-level';
  const Picker = variant.picker === 'dropdown' ? LevelDropdown : LevelCards;
  const onContinue = () => {
    if (!chosen) {
      setError(noLevel);
      document.getElementById(variant.picker === 'dropdown' ? pickerId : `${pickerId}-first`)?.focus();
      return;
    }
    setError('');
    setPaying(true);
  };
  const choose = (levelId: string) => {
    setChosenId(levelId);
    if (levelId) {
      setError('');
      preloadPaymentMethod(variant.method);
    }
  };

  return (
    <div className="sp-checkout">
      {!paying || !chosen ? (
        <section className="sp-card" aria-labelledby="sp-choose-title">
          <h2 id="sp-choose-title" className="sp-card__title">
            Choose your sponsorship
          </h2>
          <fieldset className="sp-plain" disabled={!hydrated}>
            <Picker id={pickerId} levels={levels} value={chosenId} onChange={choose} error={error} timeZone={timeZone} />
            <button type="button" className="sp-button sp-button--primary" onClick={onContinue}>
              Continue to Payment
            </button>
          </fieldset>
        </section>
      ) : (
        <section className="sp-card" aria-labelledby="sp-pay-title">
          <h2 id="sp-pay-title" className="sp-card__title" tabIndex={-1} ref={paymentHeading}>
            {chosen.name}: {formatUsd(chosen.priceCents)}
          </h2>
          {earlyBird ? <p className="sp-level__early">{earlyBird}</p> : null}
          <PaymentMethod method={variant.method} level={chosen} paypal={paypal} path={variant.path} />
          <button type="button" className="sp-button sp-button--link" onClick={() => setPaying(false)}>
            Choose a Different Level
          </button>
        </section>
      )}
      {paying && chosen ? null : waitingList}
    </div>
  );
}
