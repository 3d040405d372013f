// The admin token lives in sessionStorage: it survives a reload but not closing the tab, and no
// other tab or later visit sees it.
const key = 'woopAdminToken';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    sessionStorage.setItem(key, token);
  } catch {
    // Storage refused (private mode quota): the session then lasts as long as the page.
  }
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
