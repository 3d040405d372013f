// The field's numbers the clock shows beside the blinds: players left and the average stack. Every
// player starts with the same stack and chips only change hands, so the average is the chips in
// play over the players left.

export interface Field {
  startingStack: number;
  /** Players who took a seat (chips brought into play). */
  entries: number;
  playersLeft: number;
}

/** The average stack, rounded down; null before anyone is seated or once nobody is left. */
export function averageStack(field: Field): number | null {
  if (field.entries <= 0 || field.playersLeft <= 0) return null;
  return Math.floor((field.startingStack * field.entries) / Math.min(field.playersLeft, field.entries));
}

/** The average stack in big blinds, to one decimal (what players judge by); null without a stack or blind. */
export function averageInBigBlinds(field: Field, bigBlind: number): number | null {
  const average = averageStack(field);
  return average === null || bigBlind <= 0 ? null : Math.floor((average / bigBlind) * 10) / 10;
}
