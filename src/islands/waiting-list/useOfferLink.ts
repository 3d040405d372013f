// The offer link of a waiting-list e-mail (`/registration#offer=<token>`): read when the page
// starts (or the fragment changes), taken out of the address bar (a reload or a shared address must not carry it on), and
// the offer it names asked for.
import { useEffect, useState } from 'react';
import { hashParam } from '../../domain/location-hash.ts';
import { offerLinkInvalidMessage } from '../../domain/waiting-list/contract.ts';
import { offerHashKey, offerTokenFromHash } from '../../domain/waiting-list/offer-link.ts';
import type { OfferLink } from './answers.ts';
import { waitingListTexts } from './texts.ts';

export type OfferLinkState = OfferLink | { kind: 'loading' };

export function useOfferLink(): OfferLinkState {
  const [state, setState] = useState<OfferLinkState>({ kind: 'none' });
  useEffect(() => {
    const read = () => {
      const { hash } = window.location;
      if (hashParam(hash, offerHashKey) === undefined) return;
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      // A link cut short or mangled by a mail client: said at once, nothing asked of the server.
      const token = offerTokenFromHash(hash);
      if (!token) return setState({ kind: 'refused', message: offerLinkInvalidMessage });
      setState({ kind: 'loading' });
      import('./answers.ts')
        .then(({ openOffer }) => openOffer(token))
        .then(setState, () => setState({ kind: 'refused', message: waitingListTexts.offerFailed }));
    };
    read();
    // The link followed while the screen is open (the same page: only the fragment changes).
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return state;
}
