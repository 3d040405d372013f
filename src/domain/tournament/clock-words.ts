// The clock in words: what the TV and the phones show as text, and what a screen reader hears. A
// level change is announced once (the caller compares the step it showed with the step it shows
// now), never the seconds.
import type { ClockView } from './clock.ts';
import type { Step } from './structure.ts';

/** "1,500": a number of chips as every screen writes it. */
export const chips = (n: number): string => n.toLocaleString('en-US');

/** "Blinds 300/600, ante 600" for a level, "Dinner Break" for a break. */
export function stepWords(step: Step): string {
  if (step.kind === 'break') return step.name;
  const blinds = `Blinds ${chips(step.smallBlind)}/${chips(step.bigBlind)}`;
  return step.ante > 0 ? `${blinds}, ante ${chips(step.ante)}` : blinds;
}

/** "Level 5: Blinds 300/600, ante 600" or "Dinner Break", for the step the view is on. */
export const currentWords = (view: ClockView): string => (view.levelNumber === null ? stepWords(view.step) : `Level ${view.levelNumber}: ${stepWords(view.step)}`);

/**
 * What a screen reader is told when the clock moves to another step or is paused or resumed, or
 * null when nothing changed but the seconds (a live region must not speak every second).
 */
export function clockAnnouncement(shown: ClockView | null, now: ClockView): string | null {
  if (shown !== null && shown.stepIndex === now.stepIndex && shown.status === now.status) return null;
  if (now.status === 'paused') return `Clock paused. ${currentWords(now)}`;
  if (now.status === 'not-started') return `Not started. ${currentWords(now)}`;
  if (shown?.status === 'paused' && shown.stepIndex === now.stepIndex) return `Clock running. ${currentWords(now)}`;
  return currentWords(now);
}
