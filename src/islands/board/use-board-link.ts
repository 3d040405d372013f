// The display link's token, from the address's fragment (/live/board#<token>): a fragment is never
// sent to a server nor in a Referer. Once read it leaves the address bar (nobody reads it off the
// TV or its history) and is kept in sessionStorage, so a reload of the TV keeps the board.
import { useEffect, useState } from 'react';

const storageKey = 'woop-board-link';

function readLink(): string | null {
  const fromAddress = window.location.hash.replace(/^#/, '').trim();
  if (fromAddress) {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    try {
      sessionStorage.setItem(storageKey, fromAddress);
    } catch {
      // Storage refused (a private window): the board works until a reload.
    }
    return fromAddress;
  }
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** A refused link is no use after a reload either. */
export function forgetBoardLink(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}

/** The token; undefined until the page has read it, null when it has none. A new link pasted in the address bar replaces it. */
export function useBoardLink(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setToken(readLink());
    const pasted = () => {
      if (window.location.hash.length > 1) setToken(readLink());
    };
    window.addEventListener('hashchange', pasted);
    return () => window.removeEventListener('hashchange', pasted);
  }, []);
  return token;
}
