// The /admin island: signed out (the password form) or signed in (the dashboard). SPEC §4.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormLook } from '../forms/Field.tsx';
import { logout } from './admin-login.ts';
import LoginForm from './LoginForm.tsx';
import { messages } from './display.ts';
import { adminLook } from './kit/look.ts';
import { AdminSessionProvider } from './kit/session.tsx';
import { clearToken, readToken, saveToken } from './session.ts';
import './admin.css';

// Loaded on sign-in (or a signed-in reload): the sign-in form does not wait for the dashboard and its schemas.
// /admin shows the dashboard, /admin/check-in the door's check-in screen (with its scanner): the
// same sign-in and session for both, and each page loads only its own screen.
const screens = {
  dashboard: lazy(() => import('./Dashboard.tsx')),
  'check-in': lazy(() => import('./check-in/CheckInScreen.tsx')),
};

export default function AdminApp({ screen = 'dashboard' }: { screen?: keyof typeof screens }) {
  const Screen = screens[screen];
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

  return (
    <div className="admin-app">
      <FormLook value={adminLook}>
        {token ? (
          <AdminSessionProvider token={token} onSignOut={signOut} onEnded={expired}>
            {/* No fallback: the app keeps its full height meanwhile, and the dashboard only adds content. */}
            <Suspense fallback={null}>
              <Screen />
            </Suspense>
          </AdminSessionProvider>
        ) : (
          <LoginForm onSignedIn={signIn} notice={notice} ready={token !== undefined} />
        )}
      </FormLook>
    </div>
  );
}
