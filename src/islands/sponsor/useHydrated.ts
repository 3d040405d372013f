import { useEffect, useState } from 'react';

/**
 * False in the prebuilt HTML, true once React runs. Controls stay disabled until then, so a click
 * that lands before the script has loaded is not silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
