// How the seating board fills a TV: every table a card of its seats, in the grid whose text is
// the largest that fits the screen (20 tables of 10 on one 1920x1080 screen, at about 20 px);
// when even the best grid's text would be smaller than a room can read, the tables are shown a
// page at a time. Sizes are in ems of the board's text, as board.css draws the cards.

/** A card's width: padding, the seat number, a gap and a 12-letter last name. */
const cardWidthEm = 10;
/** A card's height beside its seats' lines: padding and the "Table 4" title. */
const cardChromeEm = 2.6;
const seatLineEm = 1.3;
/** The gap between cards. */
const gapEm = 0.5;

/** Smaller text than this is paged rather than squeezed (a 1080p TV read from across the room). */
export const minBoardFontPx = 18;
/** One table on a big screen does not need poster type. */
const maxBoardFontPx = 64;

export interface BoardLayout {
  columns: number;
  rows: number;
  /** The board's text size. */
  fontPx: number;
  /** Tables on a page; every table when there is one page. */
  perPage: number;
  pages: number;
}

interface Area {
  width: number;
  height: number;
}

/** The largest text `count` cards of `seats` lines reach in `columns` columns of `area`. */
function fontFor(count: number, seats: number, columns: number, area: Area): number {
  const rows = Math.ceil(count / columns);
  const byWidth = area.width / (columns * (cardWidthEm + gapEm) - gapEm);
  const byHeight = area.height / (rows * (seats * seatLineEm + cardChromeEm + gapEm) - gapEm);
  return Math.min(byWidth, byHeight);
}

/** The grid of `count` cards whose text is largest. */
function bestGrid(count: number, seats: number, area: Area): { columns: number; rows: number; fontPx: number } {
  let best = { columns: 1, rows: count, fontPx: 0 };
  for (let columns = 1; columns <= count; columns++) {
    const fontPx = fontFor(count, seats, columns, area);
    if (fontPx > best.fontPx) best = { columns, rows: Math.ceil(count / columns), fontPx };
  }
  return best;
}

/** The board's grid for `tables` tables of `seats` seats on a screen whose board area is `area` (px). */
export function boardLayout(tables: number, seats: number, area: Area): BoardLayout {
  const count = Math.max(1, tables);
  for (let pages = 1; ; pages++) {
    const perPage = Math.ceil(count / pages);
    const grid = bestGrid(perPage, seats, area);
    if (grid.fontPx >= minBoardFontPx || perPage <= 1) {
      return { ...grid, fontPx: Math.floor(Math.min(grid.fontPx, maxBoardFontPx)), perPage, pages: Math.ceil(count / perPage) };
    }
  }
}

/** The tables page `page` shows (pages count from 0). */
export function pageOf<T>(tables: readonly T[], layout: BoardLayout, page: number): T[] {
  const start = (page % layout.pages) * layout.perPage;
  return tables.slice(start, start + layout.perPage);
}
