// The link to the registrant's own page (/my-registration#token) on the success screens: added
// beside what SPEC's screens say, never instead of it. The token rides in the fragment only, and
// the link stays on this site whatever host name the server's SITE_URL names.

/** "/my-registration#token" from the server's URL, or null for anything else. */
export function myRegistrationPath(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, 'http://site.invalid');
    return url.pathname === '/my-registration' && /^#[A-Za-z0-9_-]+$/.test(url.hash) ? `${url.pathname}${url.hash}` : null;
  } catch {
    return null;
  }
}

export default function MyRegistrationLink({ href }: { href: string | undefined }) {
  const path = myRegistrationPath(href);
  if (!path) return null;
  return (
    <p className="my-reg-link">
      <a href={path}>Open your registration page</a>: your details, receipt and corrections. We have e-mailed you this link too;
      keep it to yourself.
    </p>
  );
}
