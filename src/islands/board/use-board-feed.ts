// The board polls its answer every 10 seconds (names are never cached, so each poll reaches the
// function). A failed poll keeps the last board; a refused link stops the polls: it stays refused.
import { useEffect, useState } from 'react';
import { fetchSeatingBoard, refusedLinkMessage } from '../../api/night-board.ts';
import { answered, closed, failed, noLinkMessage, waiting, type BoardState } from './board-state.ts';
import { forgetBoardLink } from './use-board-link.ts';

export const boardPollMs = 10_000;

export function useBoardFeed(token: string | null | undefined): BoardState {
  const [state, setState] = useState<BoardState>(waiting);
  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState(closed(noLinkMessage));
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const board = await fetchSeatingBoard(token);
        if (!stopped) setState(answered(board));
      } catch (error) {
        if (stopped) return;
        const refused = refusedLinkMessage(error);
        if (refused !== undefined) {
          stopped = true;
          forgetBoardLink();
          setState(closed(refused));
          return;
        }
        setState(failed);
      }
      if (!stopped) timer = setTimeout(poll, boardPollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [token]);
  return state;
}
