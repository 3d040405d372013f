import { escapeHtml } from './http.ts';

/**
 * Plain, accessible HTML shell for the simulator's own pages (approval page, web payment page,
 * control page). A banner says clearly that this is a simulator, so nobody mistakes it for PayPal.
 * `wide`: room for tables (the control page).
 */
export function page(title: string, body: string, script = '', options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - PayPal simulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1a1a1a; }
  .banner { background: #003087; color: #fff; padding: .5rem 1rem; font-size: .9rem; }
  .banner p { margin: 0; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px;
         box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  main.wide { max-width: 72rem; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.15rem; margin-top: 2rem; }
  .table-scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; font-size: .95rem; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  td .actions { flex-direction: row; flex-wrap: wrap; margin-top: 0; gap: .5rem; }
  td button { width: auto; padding: .35rem .9rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  [role="alert"] { color: #a40000; font-weight: 600; }
  .amount { font-size: 1.6rem; font-weight: 700; }
  .actions { display: flex; flex-direction: column; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1rem; border-radius: 999px; border: 2px solid #003087;
           cursor: pointer; background: #fff; color: #003087; width: 100%; }
  button.primary { background: #003087; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #b35900; outline-offset: 2px; }
  form { margin: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
</style>
</head>
<body>
<header class="banner"><p>Local PayPal simulator - no real money moves.</p></header>
<main${options.wide ? ' class="wide"' : ''}>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}
