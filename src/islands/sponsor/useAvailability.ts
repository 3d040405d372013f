// Live availability of the sponsor levels from GET /api/sponsor-availability. Until it answers (or
// if it fails) the levels show their configured capacity; the server still refuses a taken level.
import { useEffect, useState } from 'react';
import { sponsorAvailabilityListSchema, type SponsorAvailability } from '../../domain/sponsor-checkout.ts';

export const availabilityUrl = '/api/sponsor-availability';

export function useAvailability(): SponsorAvailability[] | null {
  const [live, setLive] = useState<SponsorAvailability[] | null>(null);
  useEffect(() => {
    let active = true;
    fetch(availabilityUrl, { credentials: 'include' })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
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
