// Line order: who is offered the places that free first. Joined earliest first; the entry's serial
// id breaks a tie of the same instant. The database orders the line the same way
// (db/repositories/waiting-list.ts's waitingInLine and lineNumber); /admin sorts with this.

/** Line order: joined earliest first, then the lower id. */
export const byLine = (a: { id: number; joinedAt: Date }, b: { id: number; joinedAt: Date }): number => a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id;
