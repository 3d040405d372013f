// What the header does in the browser (SPEC §2 "Shared header"), without React: the header's HTML
// is rendered at build time from Header.tsx, and this small script (inlined into every page by
// BaseLayout, no import, no request) adds the scroll state and the mobile menu. A content page
// then ships no React runtime at all: React only comes with a page that has an island beyond the
// header, so content pages paint fast on a phone. Also keeps the footer's copyright year right on the day the page is viewed.
export const SCROLL_THRESHOLD_PX = 10;
const WIDE = '(min-width: 1024px)';

export function enhanceHeader(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('.menu-toggle');
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  let scrolled = false;
  let open = false;

  const render = () => {
    header.classList.toggle('is-solid', scrolled || open);
    header.dataset['scrolled'] = String(scrolled);
    toggle?.setAttribute('aria-expanded', String(open));
    if (panel) panel.hidden = !open;
  };
  const setOpen = (value: boolean, returnFocus = false) => {
    open = value;
    render();
    if (returnFocus) toggle?.focus();
  };
  const onScroll = () => {
    const now = window.scrollY > SCROLL_THRESHOLD_PX;
    if (now !== scrolled) {
      scrolled = now;
      render();
    }
  };

  // Read the scroll position in the next frame, not now: a read here forces a layout before the
  // browser's own first one (Lighthouse's forced-reflow insight).
  requestAnimationFrame(onScroll);
  window.addEventListener('scroll', onScroll, { passive: true });
  toggle?.addEventListener('click', () => setOpen(!open));
  // Choosing a link closes the panel.
  panel?.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (open && event.key === 'Escape') setOpen(false, true);
  });
  // A wider window shows the desktop links; the panel must not linger open behind them.
  const wide = window.matchMedia(WIDE);
  wide.addEventListener('change', () => open && wide.matches && setOpen(false));

  const year = String(new Date().getFullYear());
  document.querySelectorAll('[data-current-year]').forEach((el) => {
    if (el.textContent !== year) el.textContent = year;
  });
}
