// The /admin island: signed out (the password form) or signed in (the dashboard). SPEC §4.
import { useCallback, useEffect, useState } from 'react';
import Dashboard from './Dashboard.tsx';
import LoginForm from './LoginForm.tsx';
import { messages } from './display.ts';
import { clearToken, readToken, saveToken } from './session.ts';
import './admin.css';

export default function AdminApp() {
  // undefined until sessionStorage has been read. The prerendered page shows the sign-in form in
  // the meantime (most visits start signed out), so the server's HTML has the hydrated layout and
  // nothing shifts when the island takes over.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => setToken(readToken()), []);

  const signIn = useCallback((value: string) => {
    saveToken(value);
    setNotice(null);
    setToken(value);
  }, []);
  const signOut = useCallback(() => {
    clearToken();
    setNotice('You have signed out.');
    setToken(null);
  }, []);
  const expired = useCallback(() => {
    clearToken();
    setNotice(messages.sessionExpired);
    setToken(null);
  }, []);

  return (
    <div className="admin-app">
      {token ? <Dashboard token={token} onSignOut={signOut} onUnauthorized={expired} /> : <LoginForm onSignedIn={signIn} notice={notice} ready={token !== undefined} />}
    </div>
  );
}
