// The CMS page (/admin/cms): Decap CMS, bundled from npm (no CDN), with the site's Dates widget and
// a save check against the build's schemas. The backend (GitHub repository and branch) comes from
// the page, which the build fills from Netlify's REPOSITORY_URL and BRANCH (or CMS_GITHUB_REPO).
import CMS from 'decap-cms-app';
import EditionsControl from './EditionsControl.tsx';
import { cmsConfig } from './config.ts';
import { contentProblems } from './validate.ts';

const page = document.documentElement.dataset;

CMS.registerWidget('woop-editions', EditionsControl as never);
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const problems = contentProblems(entry.get('collection'), entry.get('slug'), entry.get('data').toJS());
    if (problems.length) throw new Error(`Not saved, the site would not build: ${problems.join('; ')}`);
    return entry.get('data');
  },
});
const localBackendUrl = new URL('/api/cms/v1', location.origin).href;
CMS.init({ config: cmsConfig({ repo: page.cmsRepo ?? '', branch: page.cmsBranch || 'main', localBackendUrl }) as never });
