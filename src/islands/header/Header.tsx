// The shared site header (SPEC §2): fixed; transparent at the top of the page and solid dark with a
// shadow once scrolled more than 10 px; desktop links around the logo; a mobile menu panel.
// Rendered to HTML at build time (no client directive: every link exists without JavaScript, and no
// React runtime is sent for it); behaviour.ts, inlined by BaseLayout, adds the scroll state and the
// menu toggle. In-page # links get their smooth scroll and 80 px offset from CSS
// (scroll-behavior + scroll-padding-top in global.css), which needs no script at all.
import { desktopNavLeft, desktopNavRight, mobileNav, type NavLink } from '../../data/navigation.ts';
import './header.css';

const panelId = 'site-menu-panel';

interface Props {
  // The path of the page, so the current link gets aria-current.
  currentPath: string;
}

function Links({ links, currentPath }: { links: readonly NavLink[]; currentPath: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <a href={link.href} aria-current={currentPath === link.href ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  ));
}

function Logo() {
  return (
    <a className="site-logo" href="/" aria-label="WOOP home">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2C9 6 4 8.5 4 13a4 4 0 0 0 6.5 3.1L9.5 21h5l-1-4.9A4 4 0 0 0 20 13c0-4.5-5-7-8-11z"
        />
      </svg>
      <span>WOOP</span>
    </a>
  );
}

export default function Header({ currentPath }: Props) {
  return (
    <header className="site-header" data-scrolled="false">
      <nav className="site-nav container" aria-label="Main">
        <ul className="nav-desktop nav-desktop--left">
          <Links links={desktopNavLeft} currentPath={currentPath} />
        </ul>
        <Logo />
        <ul className="nav-desktop nav-desktop--right">
          <Links links={desktopNavRight} currentPath={currentPath} />
        </ul>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls={panelId}>
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
      </nav>
      <div id={panelId} className="mobile-panel" hidden>
        <nav aria-label="Mobile">
          <ul className="container">
            {mobileNav.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={link.emphasis ? 'is-emphasis' : undefined}
                  aria-current={currentPath === link.href ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
