// The offer link of a waiting-list e-mail (`/registration#offer=<token>`, `/exact-copy#offer=` for a
// sponsor level): seen when the page starts (or the fragment changes), taken out of the address bar
// (a reload or a shared address must not carry it on), and read and asked for by a module loaded
// only then (answers.ts): the pages carry no more of it than this.
import { useEffect, useState } from 'react';
import { hashParam } from '../../domain/location-hash.ts';
import type { SaleKind } from '../../domain/live-facts.ts';
import { offerHashKey } from '../../domain/waiting-list/offer-token.ts';
import type { OfferLink } from './answers.ts';
import { waitingListTexts } from './texts.ts';

export type OfferLinkState = OfferLink | { kind: 'loading' };

/**
 * `sells`: the kinds of item the page sells. An offer for another kind (a link opened on the other
 * page: an e-mail sent before sponsor levels had their own, or an address changed by hand) is taken
 * to the page that sells its item.
 */
export function useOfferLink(sells: readonly SaleKind[]): OfferLinkState {
  const [state, setState] = useState<OfferLinkState>({ kind: 'none' });
  useEffect(() => {
    const read = () => {
      const { hash } = window.location;
      if (hashParam(hash, offerHashKey) === undefined) return;
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      setState({ kind: 'loading' });
      import('./answers.ts')
        .then(({ openOfferLink }) => openOfferLink(hash, sells))
        .then(
          (link) => (link.kind === 'elsewhere' ? window.location.replace(link.path) : setState(link)),
          () => setState({ kind: 'refused', message: waitingListTexts.offerFailed }),
        );
    };
    read();
    // The link followed while the page is open (the same page: only the fragment changes).
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return state;
}
