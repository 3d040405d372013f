// The results page's island (src/pages/results.astro), without React: the page is prebuilt and
// only shows data, so a small script fills its templates. It reads ?edition= from the address, asks
// GET /api/results for that edition (the newest without one) and shows the edition's heading, links
// to the other years with results (so past editions stay reachable) and a table per tournament: Place, Player,
// Company, Prize. Text goes in as text (textContent), never as markup. Nothing published yet, an
// edition without results, a bad address or a failed call: the status line says so.
import { serverMessage } from '../../api/fetcher.ts';
import { fetchResults } from '../../api/results.ts';
import type { EditionResults } from '../../domain/tournament/contract.ts';
import { badEditionMessage, editionAsked, placeCell } from '../../domain/tournament/published-results.ts';

export const noResultsYet = 'No results are published yet. Each tournament’s standings appear here once the tournament director publishes them.';
export const resultsUnavailable = 'The results could not be loaded. Check your connection, then reload the page.';

/** A copy of one of the page's templates (they carry the page's scoped styles). */
function copy<T extends Element>(id: string): T {
  const template = document.getElementById(id) as HTMLTemplateElement;
  return (template.content.cloneNode(true) as DocumentFragment).firstElementChild as T;
}

const fill = (parent: ParentNode, selector: string, text: string): void => {
  parent.querySelector(selector)!.textContent = text;
};

function edition(results: EditionResults & { edition: number }): Element {
  const heading = copy<HTMLElement>('results-edition');
  fill(heading, 'h2', `${results.edition} Results`);
  const others = results.editions.filter((year) => year !== results.edition);
  if (others.length === 0) heading.querySelector('nav')!.remove();
  for (const year of others) {
    const item = copy<HTMLLIElement>('results-year');
    const link = item.querySelector('a')!;
    link.href = `/results?edition=${year}`;
    link.textContent = String(year);
    heading.querySelector('ul')!.append(item);
  }
  return heading;
}

function tournament(t: EditionResults['tournaments'][number]): Element {
  const section = copy<HTMLElement>('results-tournament');
  const id = `results-${t.kind}`;
  section.querySelector('h3')!.id = id;
  fill(section, 'h3', t.name);
  fill(section, '[data-entries]', `${t.entries} ${t.entries === 1 ? 'player' : 'players'}`);
  section.querySelector('[role=region]')!.setAttribute('aria-labelledby', id);
  section.querySelector('table')!.setAttribute('aria-labelledby', id);
  const body = section.querySelector('tbody')!;
  for (const s of t.standings) {
    const row = copy<HTMLTableRowElement>('results-row');
    const [place, name, company, prize] = row.cells;
    place!.textContent = placeCell(s.place, s.tied);
    name!.textContent = s.name;
    company!.textContent = s.company ?? '';
    prize!.textContent = s.prize ?? '';
    body.append(row);
  }
  return section;
}

export async function showResults(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-results]');
  if (!root) return;
  const status = root.querySelector<HTMLElement>('[data-results-status]')!;
  const latest = root.querySelector<HTMLElement>('[data-results-latest]')!;
  const say = (text: string, offerLatest = false) => {
    status.textContent = text;
    status.hidden = text === '';
    latest.hidden = !offerLatest;
  };

  const value = new URLSearchParams(location.search).get('edition');
  const asked = editionAsked(value);
  if (asked === undefined) return say(badEditionMessage(value!), true);
  let results: EditionResults;
  try {
    results = await fetchResults(asked);
  } catch (error) {
    // The server's refusal (an edition without results) says what is wrong; anything else is the connection.
    const { message } = serverMessage(error);
    return say(message ?? resultsUnavailable, message !== undefined);
  }
  if (results.edition === null) return say(noResultsYet);
  const shown = { ...results, edition: results.edition };
  root.append(edition(shown), ...results.tournaments.map(tournament));
  document.title = `${shown.edition} ${document.title}`;
  say('');
}
