// The TV's seating board (/live/board#<token>): the tournament's name, then every table as a card
// of its seats and their players' last names. On a wide screen (a TV, a laptop) the tables fill
// the screen without scrolling, a page at a time when they do not fit (board-layout.ts); on a
// phone they stack and scroll.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { SeatingBoard } from '../../domain/tournament/contract.ts';
import { boardLayout, pageOf, type BoardLayout } from './board-layout.ts';
import { boardNotice, boardOf, openSeat, seatRows } from './board-state.ts';
import { useBoardFeed } from './use-board-feed.ts';
import { useBoardLink } from './use-board-link.ts';
import { useFullScreen, useWakeLock } from '../shared/use-screen.ts';
import './board.css';

/** From this width the board fills the screen instead of scrolling (.board--fit). */
const fitScreenQuery = '(min-width: 1024px)';
/** How long a page of tables shows when they take more than one. */
const pageMs = 15_000;

function useMatches(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** The size of an element's box, followed as it changes (null before it is measured). */
function useSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The page of tables on show, turning every `pageMs` when there is more than one. */
function usePage(pages: number): number {
  const [page, setPage] = useState(0);
  useEffect(() => {
    setPage(0);
    if (pages <= 1) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), pageMs);
    return () => clearInterval(timer);
  }, [pages]);
  return page % pages;
}

function TableCard({ table, seatsPerTable }: { table: SeatingBoard['tables'][number]; seatsPerTable: number }) {
  return (
    <li className="board-table">
      <h2 className="board-table__title">Table {table.table}</h2>
      <ol className="board-table__seats">
        {seatRows(table.seats, seatsPerTable).map(({ seat, name }) => (
          <li key={seat} className="board-seat">
            <span className="board-seat__number">
              <span className="visually-hidden">Seat </span>
              {seat}
            </span>{' '}
            <span className={name === null ? 'board-seat__name board-seat__name--open' : 'board-seat__name'}>{name ?? openSeat}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}

export default function Board({ timeZone }: { timeZone: string }) {
  const state = useBoardFeed(useBoardLink());
  const board = boardOf(state);
  const notice = boardNotice(state, timeZone);
  const fullScreen = useFullScreen();
  useWakeLock();

  const fit = useMatches(fitScreenQuery);
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useSize(areaRef);
  const tables = board?.tables ?? [];
  const layout: BoardLayout | null = fit && board && area ? boardLayout(tables.length, board.seatsPerTable, area) : null;
  const page = usePage(layout?.pages ?? 1);
  const shown = layout ? pageOf(tables, layout, page) : tables;
  const grid: CSSProperties | undefined = layout
    ? { gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))`, fontSize: `${layout.fontPx}px` }
    : undefined;

  return (
    <div className={fit ? 'board board--fit' : 'board'}>
      <header className="board__top">
        <div className="board__titles">
          <p className="board__eyebrow">Seating</p>
          <h1 className="board__name">{board?.name ?? 'Seating board'}</h1>
        </div>
        {layout && layout.pages > 1 && (
          <p className="board__page">
            Tables {shown[0]?.table}–{shown.at(-1)?.table} · Page {page + 1} of {layout.pages}
          </p>
        )}
        <div className={state.status === 'closed' ? 'board__notice board__notice--closed' : 'board__notice'} role="status">
          {notice && <p>{notice}</p>}
        </div>
        {fullScreen.available && !fullScreen.active && (
          <button type="button" className="button button--gold board__full-screen" onClick={fullScreen.enter}>
            Full screen
          </button>
        )}
      </header>
      <div className="board__area" ref={areaRef}>
        {board && (
          <ol className="board__tables" style={grid} aria-label={`Tables of ${board.name}`}>
            {shown.map((table) => (
              <TableCard key={table.table} table={table} seatsPerTable={board.seatsPerTable} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
