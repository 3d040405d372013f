// What the sponsor levels offer now, from GET /api/live-facts (the one availability answer the home
// page reads too). Until it answers (or if it fails) the levels show their configured capacity; the
// server still refuses a taken level.
import { useEffect, useState } from 'react';
import { fetchLiveFacts } from '../../api/live-facts.ts';
import { sponsorOffers, type SponsorOffer } from '../../domain/sponsor-checkout.ts';

export function useAvailability(): SponsorOffer[] | null {
  const [live, setLive] = useState<SponsorOffer[] | null>(null);
  useEffect(() => {
    let active = true;
    fetchLiveFacts()
      .then((facts) => {
        if (active && facts) setLive(sponsorOffers(facts.items));
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
