// Live availability of the sponsor levels from GET /api/sponsor-availability. Until it answers (or
// if it fails) the levels show their configured capacity; the server still refuses a taken level.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../api/fetcher.ts';
import { sponsorAvailabilityListSchema, type SponsorAvailability } from '../../domain/sponsor-checkout.ts';

export const availabilityUrl = '/api/sponsor-availability';

export function useAvailability(): SponsorAvailability[] | null {
  const [live, setLive] = useState<SponsorAvailability[] | null>(null);
  useEffect(() => {
    let active = true;
    apiFetch(availabilityUrl)
      .then((res) => res.json())
      .then((body: unknown) => {
        const parsed = sponsorAvailabilityListSchema.safeParse(body);
        if (active && parsed.success) setLive(parsed.data);
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
