// Loads the functions anew after a CMS publish under `npm start`, as Netlify does on a deploy.
//
// Why a new module generation and not content read at run time: the functions read the content
// (dates, start time, venue, time zone, e-mail texts) through plain imports of src/content/*.json,
// and many values are computed from it when a module loads (whatsNext, the reminder lines). Reading
// content at run time would need every such value turned into a call, and one missed would stay
// stale in silence. Importing the functions again with every module of this checkout as a new
// instance (its URL carries the generation; node_modules stay shared) gives exactly what a restart
// gives, with none of the rules changed. Each generation's modules stay in memory (Node cannot
// unload a module): a few MB a publish, in a development server. The previous generation's
// database pool closes its connections once idle (pg's 10 s idle timeout).
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const parameter = 'generation';
const checkout = pathToFileURL(`${process.cwd()}/`).href;
let hooked = false;

/** `url` (a module of this checkout) as a module of the given generation. */
export function inGeneration(url: string, generation: number): string {
  if (!hooked) {
    hooked = true;
    registerHooks({
      resolve(specifier, context, nextResolve) {
        const result = nextResolve(specifier, context);
        const from = context.parentURL?.startsWith(checkout) ? new URL(context.parentURL).searchParams.get(parameter) : null;
        if (!from || !result.url.startsWith(checkout) || result.url.includes('/node_modules/')) return result;
        const url = new URL(result.url);
        url.searchParams.set(parameter, from);
        return { ...result, url: url.href };
      },
    });
  }
  const fresh = new URL(url);
  fresh.searchParams.set(parameter, String(generation));
  return fresh.href;
}
