// The TV's seating board: the grid that fits a 1080p screen (a page at a time when it cannot), the
// seats of a table with the open ones, what the board says when it is not connected or its link
// was refused, and the answer's schema.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/fetcher.ts';
import { refusedLinkMessage } from '../../src/api/night-board.ts';
import { seatingBoardSchema } from '../../src/domain/tournament/board-schema.ts';
import { boardLinkInvalidMessage, type SeatingBoard } from '../../src/domain/tournament/contract.ts';
import { boardLayout, minBoardFontPx, pageOf } from '../../src/islands/board/board-layout.ts';
import { answered, boardNotice, boardOf, closed, failed, noLinkMessage, seatRows, waiting } from '../../src/islands/board/board-state.ts';

/** A 1920x1080 screen less the board's title bar and margins. */
const tv = { width: 1872, height: 960 };
const phone = { width: 358, height: 600 };

const board: SeatingBoard = {
  name: 'Main Event',
  seatsPerTable: 10,
  tables: [
    { table: 1, seats: [{ seat: 2, name: 'Guidry' }, { seat: 7, name: 'Boudreaux, A.' }] },
    { table: 2, seats: [] },
  ],
  // 9:42 PM in Chicago (CDT) on the night.
  generatedAt: Date.parse('2026-09-25T02:42:10Z'),
};

describe('the board on a TV', () => {
  it('fits 20 tables of 10 on one 1080p screen, in text a room can read', () => {
    const layout = boardLayout(20, 10, tv);
    expect(layout.pages).toBe(1);
    expect(layout.perPage).toBe(20);
    expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(20);
    expect(layout.fontPx).toBeGreaterThanOrEqual(20);
  });

  it('shows more tables than fit a page at a time, each page as full and as large as the first', () => {
    const layout = boardLayout(60, 10, tv);
    expect(layout).toMatchObject({ pages: 3, perPage: 20 });
    expect(layout.fontPx).toBeGreaterThanOrEqual(minBoardFontPx);
    const tables = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(pageOf(tables, layout, 0)).toEqual(tables.slice(0, 20));
    expect(pageOf(tables, layout, 2)).toEqual(tables.slice(40));
    // The pages turn round.
    expect(pageOf(tables, layout, 3)).toEqual(tables.slice(0, 20));
    // 30 tables: two pages of 15, not one of 20 and one of 10.
    expect(boardLayout(30, 10, tv)).toMatchObject({ pages: 2, perPage: 15 });
  });

  it('gives a few tables large type, and one table no more than poster size', () => {
    expect(boardLayout(4, 10, tv).fontPx).toBeGreaterThan(40);
    expect(boardLayout(1, 6, tv)).toEqual({ columns: 1, rows: 1, fontPx: 64, perPage: 1, pages: 1 });
  });

  it('copes with a board of no table and with a screen too small for one table', () => {
    expect(boardLayout(0, 10, tv).pages).toBe(1);
    const tiny = boardLayout(3, 10, { width: 200, height: 150 });
    expect(tiny).toMatchObject({ perPage: 1, pages: 3 });
  });

  it('uses more rows than columns on a portrait screen', () => {
    const layout = boardLayout(20, 10, { width: 1032, height: 1800 });
    expect(layout.rows).toBeGreaterThan(layout.columns);
    expect(layout.pages).toBe(1);
    expect(boardLayout(20, 10, phone).pages).toBeGreaterThan(1);
  });
});

describe('a table’s seats', () => {
  it('lists seats 1 to the seats a table has, the open ones without a name', () => {
    const rows = seatRows(board.tables[0]!.seats, 10);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.name !== null)).toEqual([
      { seat: 2, name: 'Guidry' },
      { seat: 7, name: 'Boudreaux, A.' },
    ]);
    expect(rows[0]).toEqual({ seat: 1, name: null });
    expect(seatRows([], 9).map((r) => r.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('still shows a player seated beyond the seats a table has now (the set-up was changed since)', () => {
    expect(seatRows([{ seat: 10, name: 'Guidry' }], 8).at(-1)).toEqual({ seat: 10, name: 'Guidry' });
  });
});

describe('what the board says', () => {
  const chicago = 'America/Chicago';

  it('says nothing while it is live', () => {
    expect(boardNotice(waiting, chicago)).toBeNull();
    expect(boardNotice(answered(board), chicago)).toBeNull();
  });

  it('keeps the last board through a failed poll and says when it was last updated, in the venue’s time', () => {
    const offline = failed(answered(board));
    expect(boardOf(offline)).toBe(board);
    expect(boardNotice(offline, chicago)).toBe('Not connected: last updated 9:42 PM');
    expect(boardNotice(failed(offline), 'America/New_York')).toBe('Not connected: last updated 10:42 PM');
    expect(boardNotice(failed(waiting), chicago)).toBe('Not connected: waiting for the board.');
    expect(boardOf(answered(board))).toBe(board);
  });

  it('shows no names once the link is refused, and the server’s reason; a later failure changes nothing', () => {
    const refused = closed(boardLinkInvalidMessage);
    expect(boardOf(refused)).toBeNull();
    expect(boardNotice(refused, chicago)).toBe(boardLinkInvalidMessage);
    expect(failed(refused)).toBe(refused);
    expect(boardNotice(closed(noLinkMessage), chicago)).toBe(noLinkMessage);
  });

  it('tells a refused link (404, 400) from a failure that may pass (the network, a busy server)', () => {
    const revoked = new ApiError(404, JSON.stringify({ message: boardLinkInvalidMessage }), { message: boardLinkInvalidMessage });
    expect(refusedLinkMessage(revoked)).toBe(boardLinkInvalidMessage);
    expect(refusedLinkMessage(new ApiError(400, 'Bad Request', null))).toBe(boardLinkInvalidMessage);
    expect(refusedLinkMessage(new ApiError(503, 'Service Unavailable', null))).toBeUndefined();
    expect(refusedLinkMessage(new ApiError(429, '{"message":"Too many requests"}', { message: 'Too many requests' }))).toBeUndefined();
    expect(refusedLinkMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('the board’s answer', () => {
  it('is checked against the contract', () => {
    expect(seatingBoardSchema.parse({ ...board, extra: 1 })).toEqual(board);
    expect(seatingBoardSchema.safeParse({ ...board, seatsPerTable: 0 }).success).toBe(false);
    expect(seatingBoardSchema.safeParse({ ...board, tables: [{ table: 1, seats: [{ seat: 1 }] }] }).success).toBe(false);
  });
});
