// After a save, the CMS page says when the change is live. Under `npm start` it asks the local
// backend (scripts/cms-local.ts: GET /api/cms/v1/status) until the pages are rebuilt and the server
// follows them, or the build failed and why. On Netlify the save is a commit: Netlify rebuilds the
// site and its functions, which the page can only announce.
import { apiFetch } from '../api/fetcher.ts';

type Status = { state: 'idle' } | { state: 'building' } | { state: 'live'; at: string } | { state: 'failed'; error: string };

const pollMs = 1000;
const giveUpMs = 5 * 60_000;

/**
 * The notice at the bottom of the page: one polite live region kept for the page's life (a new one
 * per save would not be announced), and a Dismiss button, since on a phone it covers the form.
 */
function notice(): { box: HTMLElement; text: HTMLElement } {
  let box = document.getElementById('woop-publish');
  if (!box) {
    box = document.createElement('div');
    box.id = 'woop-publish';
    box.className = 'woop-publish';
    box.hidden = true;
    const text = document.createElement('p');
    text.setAttribute('role', 'status');
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.textContent = 'Dismiss';
    dismiss.addEventListener('click', () => {
      box!.hidden = true;
      text.textContent = '';
    });
    box.append(text, dismiss);
    document.body.append(box);
  }
  return { box, text: box.querySelector('p')! };
}

function say(state: string, message: string): void {
  const { box, text } = notice();
  box.dataset.state = state;
  box.hidden = false;
  text.textContent = message;
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
