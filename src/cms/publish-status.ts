// After a save, the CMS page says when the change is live. Under `npm start` it asks the local
// backend (scripts/cms-local.ts: GET /api/cms/v1/status) until the pages are rebuilt and the server
// follows them, or the build failed and why. On Netlify the save is a commit: Netlify rebuilds the
// site and its functions, which the page can only announce.
import { apiFetch } from '../api/fetcher.ts';

type Status = { state: 'idle' } | { state: 'building' } | { state: 'live'; at: string } | { state: 'failed'; error: string };

const pollMs = 1000;
const giveUpMs = 5 * 60_000;

/** The one polite live region the page keeps for this (a new one per save would not be announced). */
function region(): HTMLElement {
  let box = document.getElementById('woop-publish');
  if (!box) {
    box = document.createElement('p');
    box.id = 'woop-publish';
    box.className = 'woop-publish';
    box.setAttribute('role', 'status');
    document.body.append(box);
  }
  return box;
}

function say(state: string, text: string): void {
  const box = region();
  box.dataset.state = state;
  box.textContent = text;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit', second: '2-digit' });

let watching = 0;

/** Follows the publish after a save: `local` under `npm start`, else the Netlify wording. */
export async function followPublish(local: boolean): Promise<void> {
  if (!local) {
    say('building', 'Saved. Netlify now rebuilds the site and its server functions: the change is live on both in a few minutes.');
    return;
  }
  const mine = ++watching;
  say('building', 'Saved. Publishing: the site is being rebuilt (about 10 seconds)…');
  const until = Date.now() + giveUpMs;
  while (mine === watching && Date.now() < until) {
    await new Promise((r) => setTimeout(r, pollMs));
    const status = (await apiFetch('/api/cms/v1/status')
      .then((r) => r.json())
      .catch(() => undefined)) as Status | undefined;
    if (mine !== watching || !status) continue;
    if (status.state === 'live') return say('live', `Live: the pages and the server show this change (since ${time(status.at)}).`);
    if (status.state === 'failed') return say('failed', `Not published. ${status.error}`);
  }
  if (mine === watching) say('failed', 'Not known whether the change is live: the server has not answered for 5 minutes. Check the terminal running npm start.');
}
