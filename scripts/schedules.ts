// A scheduled function's `config.schedule`, read as Netlify reads it: by cron-parser (the parser
// Netlify's own config validation and dev server use), in UTC. Only the forms a minute clock can
// keep are taken: five fields (minute hour day-of-month month day-of-week) or a shorthand; anything
// else stops `npm start` with the function's name, since a schedule read wrongly would simply never run.
import { CronExpressionParser } from 'cron-parser';

const shorthands = ['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@hourly'];
const minute = 60_000;

export interface Schedule {
  expression: string;
  /** Whether a run falls in the minute that holds `at` (UTC). */
  isDue(at: Date): boolean;
  /** The first run strictly after `after`. */
  nextRun(after: Date): Date;
}

export function parseSchedule(expression: string, functionName: string): Schedule {
  const refuse = (problem: string) => new Error(`The function ${functionName} has a schedule this server cannot run, "${expression}": ${problem}`);
  const trimmed = expression.trim();
  if (!shorthands.includes(trimmed) && trimmed.split(/\s+/).length !== 5) {
    throw refuse(`five fields (minute hour day-of-month month day-of-week) or one of ${shorthands.join(', ')}`);
  }
  // cron-parser's H picks a time at random at each reading, so the runs would wander: refused, not guessed.
  if (trimmed.split(/\s+/).some((field) => /(^|,)H/i.test(field))) throw refuse('H (a time picked at random) is not supported');
  try {
    CronExpressionParser.parse(expression, { tz: 'UTC' });
  } catch (error) {
    throw refuse((error as Error).message);
  }
  const runsAfter = (after: Date) => CronExpressionParser.parse(expression, { tz: 'UTC', currentDate: after }).next().toDate();
  return {
    expression,
    isDue: (at) => {
      const start = Math.floor(at.getTime() / minute) * minute;
      return runsAfter(new Date(start - 1)).getTime() === start;
    },
    nextRun: runsAfter,
  };
}
