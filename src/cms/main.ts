// The CMS page (/admin/cms): Decap CMS, bundled from npm (no CDN), with the site's Dates widget and
// a save check against the build's schemas. The backend (GitHub repository and branch) comes from
// the page, which the build fills from Netlify's REPOSITORY_URL and BRANCH (or CMS_GITHUB_REPO).
import CMS from 'decap-cms-app';
import EditionsControl from './EditionsControl.tsx';
import { fillable, winnerYear } from './WinnerControls.tsx';
import { cmsConfig } from './config.ts';
import { contentProblems } from './validate.ts';
import { apiFetch } from '../api/fetcher.ts';
import { followPublish } from './publish-status.ts';
import { savedEvent } from './saved-event.ts';

const page = document.documentElement.dataset;

CMS.registerWidget('woop-editions', EditionsControl as never);
// The Winner entry's year (with "Fill in from the published results"), player and company: Decap's own controls, filled by that button.
const decapControl = (name: string) => CMS.getWidget(name)!.control as never;
CMS.registerWidget('woop-winner-year', winnerYear(decapControl('number')) as never);
CMS.registerWidget('woop-winner-text', fillable(decapControl('string')) as never);
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const problems = contentProblems(entry.get('collection'), entry.get('slug'), entry.get('data').toJS());
    if (problems.length) throw new Error(`Not saved, the site would not build: ${problems.join('; ')}`);
    return entry.get('data');
  },
});

/**
 * Under `npm start` the local backend's address, which carries a token the server hands only to its
 * own pages (scripts/cms-local.ts): Decap's requests cannot carry a header of ours. Anywhere else
 * (the deployed site, `astro dev`) there is none and the CMS uses GitHub.
 */
async function localBackendUrl(): Promise<string | undefined> {
  // The hosts Decap itself tries a local backend on.
  if (!['localhost', '127.0.0.1'].includes(location.hostname)) return undefined;
  try {
    const { url } = (await (await apiFetch('/api/cms/v1/session')).json()) as { url?: unknown };
    return typeof url === 'string' ? new URL(url, location.origin).href : undefined;
  } catch {
    return undefined;
  }
}

void localBackendUrl().then((url) => {
  CMS.registerEventListener({
    name: 'postSave',
    handler: () => {
      window.dispatchEvent(new Event(savedEvent));
      void followPublish(url !== undefined);
    },
  });
  CMS.init({ config: cmsConfig({ repo: page.cmsRepo ?? '', branch: page.cmsBranch || 'main', localBackendUrl: url }) as never });
});
