// `npm start`'s stand-in for Netlify's scheduler: at each minute boundary, every function whose
// schedule is due is invoked once. A run still going when the next falls due is skipped (a slow job
// never piles up on itself), and a failed run is logged with the function's name: the server goes on.
import type { Schedule } from './schedules.ts';

interface ScheduledFunction {
  name: string;
  /** Functions without one are not scheduled. */
  schedule?: Schedule;
}

export interface SchedulerOptions<F extends ScheduledFunction> {
  /** Read at every tick: a CMS publish loads the functions anew. */
  functions: () => F[];
  invoke: (fn: F, nextRun: Date) => Promise<unknown>;
  now?: () => Date;
  /** Arms the next tick; the default timer does not keep the process alive. */
  setTimer?: (tick: () => void, ms: number) => void;
  log?: Pick<Console, 'log' | 'error'>;
}

const minute = 60_000;

export function startScheduler<F extends ScheduledFunction>({
  functions,
  invoke,
  now = () => new Date(),
  setTimer = (tick, ms) => void setTimeout(tick, ms).unref(),
  log = console,
}: SchedulerOptions<F>): void {
  const running = new Set<string>();
  let lastMinute = Math.floor(now().getTime() / minute);
  const armNext = () => setTimer(tick, minute - (now().getTime() % minute));

  function tick() {
    const current = Math.floor(now().getTime() / minute);
    // A timer that fires a little early finds the last minute again: each minute is run once.
    if (current > lastMinute) {
      lastMinute = current;
      const at = new Date(current * minute);
      for (const fn of functions()) {
        if (!fn.schedule?.isDue(at)) continue;
        if (running.has(fn.name)) {
          log.log(`Scheduled function ${fn.name}: its last run is still going, so the run due at ${at.toISOString()} is skipped`);
          continue;
        }
        running.add(fn.name);
        const nextRun = fn.schedule.nextRun(at);
        Promise.resolve()
          .then(() => invoke(fn, nextRun))
          .catch((error: unknown) => log.error(`Scheduled function ${fn.name} failed:`, error))
          .finally(() => running.delete(fn.name));
      }
    }
    armNext();
  }
  armNext();
}
