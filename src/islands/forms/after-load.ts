// Runs `start` once the page has loaded and the browser is idle. A prebuilt form's code loads this
// way: requested earlier, it competes with the web fonts for a slow phone connection and holds
// back the first paint of the page's heading (/register's LCP went from 1.25 to 1.58 s when its
// form script was a module in the page). Until then the form's button waits, saying why.
export function afterLoad(start: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => start(), { timeout: 2000 }) : setTimeout(start, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
