// The /admin island: signed out (the password form) or signed in (the dashboard). SPEC §4.
import { useCallback, useEffect, useState } from 'react';
import { logout } from './admin-api.ts';
import Dashboard from './Dashboard.tsx';
import LoginForm from './LoginForm.tsx';
import { messages } from './display.ts';
import { clearToken, readToken, saveToken } from './session.ts';
import './admin.css';

export default function AdminApp() {
  // undefined until sessionStorage has been read (the page is prerendered without it).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => setToken(readToken()), []);

  const signIn = useCallback((value: string) => {
    saveToken(value);
    setNotice(null);
    setToken(value);
  }, []);
  const signOut = useCallback(async () => {
    // The server revokes the token, so a copy of it (a shared computer, a proxy log) stops working too.
    const revoked = token ? await logout(token) : true;
    clearToken();
    setNotice(revoked ? 'You have signed out.' : 'You have signed out on this device; the server could not be reached to end the session.');
    setToken(null);
  }, [token]);
  const expired = useCallback(() => {
    clearToken();
    setNotice(messages.sessionExpired);
    setToken(null);
  }, []);

  if (token === undefined) return <p className="admin-loading">Loading...</p>;
  return (
    <div className="admin-app">
      {token ? <Dashboard token={token} onSignOut={signOut} onUnauthorized={expired} /> : <LoginForm onSignedIn={signIn} notice={notice} />}
    </div>
  );
}
