// The shared site header (SPEC §2): fixed; transparent at the top of the page and solid dark with a
// shadow once scrolled more than 10 px; desktop links around the logo; a mobile menu panel.
// Server-rendered (client:load) so every link exists without JavaScript; hydration adds the scroll
// state and the menu toggle. In-page # links get their smooth scroll and 80 px offset from CSS
// (scroll-behavior + scroll-padding-top in global.css), which needs no script at all.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { desktopNavLeft, desktopNavRight, mobileNav, type NavLink } from '../../data/navigation.ts';
import './header.css';

export const SCROLL_THRESHOLD_PX = 10;

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
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    // The footer's copyright year is built into the HTML; keep it right on the day it is viewed
    // without shipping another script (DESIGN: content pages load only this island).
    const year = String(new Date().getFullYear());
    document.querySelectorAll('[data-current-year]').forEach((el) => {
      if (el.textContent !== year) el.textContent = year;
    });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // A wider window shows the desktop links; the panel must not linger open behind them.
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = () => wide.matches && close(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open, close]);

  const solid = scrolled || open;
  return (
    <header className={`site-header${solid ? ' is-solid' : ''}`} data-scrolled={scrolled ? 'true' : 'false'}>
      <nav className="site-nav container" aria-label="Main">
        <ul className="nav-desktop nav-desktop--left">
          <Links links={desktopNavLeft} currentPath={currentPath} />
        </ul>
        <Logo />
        <ul className="nav-desktop nav-desktop--right">
          <Links links={desktopNavRight} currentPath={currentPath} />
        </ul>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
      </nav>
      <div id={panelId} className="mobile-panel" hidden={!open}>
        <nav aria-label="Mobile">
          <ul className="container">
            {mobileNav.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={link.emphasis ? 'is-emphasis' : undefined}
                  aria-current={currentPath === link.href ? 'page' : undefined}
                  onClick={() => close(false)}
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
