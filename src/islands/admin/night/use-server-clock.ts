// The floor's phone counts the clock down from the server's time, as every screen of the clock
// does (server-time.ts): the offset is taken from a few quick asks when the panel opens (none
// answered: the phone's own clock). A level's end falls on any millisecond, so the screen reads the
// time four times a second: the seconds change within a quarter of a second of every other screen's.
import { useEffect, useState } from 'react';
import { serverOffset, type TimeSample } from '../../../domain/tournament/server-time.ts';
import { sampleServerTime } from '../../../api/night.ts';

const samples = 3;

/** The ms to add to Date.now() for the server's time; 0 until known. */
export function useServerOffset(): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    let alive = true;
    void (async () => {
      const taken: TimeSample[] = [];
      for (let i = 0; i < samples && alive; i++) {
        try {
          taken.push(await sampleServerTime());
        } catch {
          // A lost sample: the others may do.
        }
      }
      if (alive && taken.length > 0) setOffset(serverOffset(taken));
    })();
    return () => {
      alive = false;
    };
  }, []);
  return offset;
}

/** The server's time now, read again every quarter of a second. */
export function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 250);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
