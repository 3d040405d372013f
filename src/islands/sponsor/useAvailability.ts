// What the sponsor levels offer now, from GET /api/live-facts (the one availability answer the home
// page reads too). Until it answers (or if it fails) the levels show their configured capacity; the
// server still refuses a taken level.
import { useEffect, useState } from 'react';
import { fetchLiveFacts } from '../../api/live-facts.ts';
import { sponsorOffers, type SponsorOffer } from '../../domain/sponsor-checkout.ts';
import { waitingItems, type WaitingItem } from '../../domain/waiting-list/waitable.ts';

export interface SponsorLive {
  /** null until the live facts come: the configured capacities stand. */
  offers: SponsorOffer[] | null;
  /** The sponsor levels for the waiting list's form (none until the live facts come). */
  waiting: WaitingItem[];
}

export function useSponsorLive(): SponsorLive {
  const [live, setLive] = useState<SponsorLive>({ offers: null, waiting: [] });
  useEffect(() => {
    let active = true;
    fetchLiveFacts()
      .then((facts) => {
        if (active && facts) setLive({ offers: sponsorOffers(facts.items), waiting: waitingItems(facts.items, ['sponsor']) });
      })
      .catch(() => {
        // Keep the configured capacities.
      });
    return () => {
      active = false;
    };
  }, []);
  return live;
}

export const useAvailability = (): SponsorOffer[] | null => useSponsorLive().offers;
