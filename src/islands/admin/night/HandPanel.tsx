// The hand being recorded: the players chosen on the tables (or by code), the places they take,
// for two or more their stacks at the start of the hand when the floor knows them (the bigger stack
// finishes higher; without stacks they tie), and the one button that puts them all out. Checked
// with the server's own schema first; a refusal is shown here and the hand stays as chosen.
import { useId, useRef, useState } from 'react';
import type { AdminTournament, SeatView } from '../../../domain/tournament/contract.ts';
import { eliminateInputSchema } from '../../../domain/tournament/floor-input.ts';
import { handPlaces, placeWords } from '../../../domain/tournament/floor-view.ts';
import { ordinal } from '../../../domain/ordinal.ts';
import { seatLabel } from '../../../domain/tournament/seating.ts';
import { ErrorMessage, errorIdFor, useFormLook } from '../../forms/Field.tsx';
import { refusalText } from '../kit/call.ts';
import { useAdminSession } from '../kit/session.tsx';
import { eliminate, nightRefusals } from './night-api.ts';

/** A player chosen for this hand, by a tap or by their code, with the stack as typed. */
export interface Chosen {
  registrationId: string;
  name: string;
  /** A signed check-in code, sent instead of the registration ID (the server checks its signature). */
  code: string | null;
  byCode: boolean;
  stack: string;
}

interface Props {
  tournament: AdminTournament;
  /** Each with where they sit now (null: not seated any more, as the night read since says). */
  chosen: (Chosen & { seat: SeatView | null })[];
  onStack: (registrationId: string, stack: string) => void;
  onRemove: (registrationId: string) => void;
  onClear: () => void;
  onDone: (tournament: AdminTournament) => void;
  onStale: () => void;
}

const failed = 'The players were not put out. Please try again.';

/** "Ann Lee and Cy Moss", "Ann Lee, Bo Li and Cy Moss". */
const names = (list: readonly string[]) => (list.length < 2 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`);

export default function HandPanel({ tournament: t, chosen, onStack, onRemove, onClear, onDone, onStale }: Props) {
  const id = useId();
  const { guarded, say } = useAdminSession();
  const look = useFormLook();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const panel = useRef<HTMLElement>(null);
  const several = chosen.length > 1;
  const places = handPlaces(t.seats.length, chosen.length);
  const stackId = (registrationId: string) => `${id}-stack-${registrationId}`;

  async function confirm() {
    setRefused(null);
    const input = {
      players: chosen.map((c) => ({
        ...(c.code ? { code: c.code } : { registrationId: c.registrationId }),
        stack: several && c.stack.trim() !== '' ? c.stack : null,
      })),
    };
    const checked = eliminateInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const who = typeof issue.path[1] === 'number' ? chosen[issue.path[1]] : undefined;
        if (who && issue.path[2] === 'stack') found[who.registrationId] ??= issue.message;
        else setRefused(issue.message);
      }
      setErrors(found);
      const first = chosen.find((c) => found[c.registrationId]);
      if (first) panel.current?.querySelector<HTMLInputElement>(`#${CSS.escape(stackId(first.registrationId))}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await guarded((token) => eliminate(token, t.id, checked.data), (f) => refusalText(f, failed), nightRefusals);
    setBusy(false);
    if (result?.ok) {
      const saved = result.data;
      const out = chosen.map((c) => {
        const o = saved.out.find((x) => x.registrationId === c.registrationId);
        return o ? `${c.name} ${placeWords(o)}` : c.name;
      });
      const winner = saved.finished ? saved.seats[0] : undefined;
      say('success', `Out: ${out.join(', ')}.${winner ? ` ${winner.firstName} ${winner.lastName} wins the ${saved.name}.` : ''}`);
      onDone(saved);
    } else if (result) {
      setRefused(result.message);
      if (result.status === 409) onStale();
    }
  }

  return (
    <section ref={panel} className="admin-night__hand" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="admin-announce__heading">
        This hand: {chosen.length === 1 ? '1 player out' : `${chosen.length} players out`}
      </h4>
      <p id={`${id}-places`} className="admin-night__hand-places">
        {several
          ? `${ordinal(places.best)} to ${ordinal(places.worst)} place: the bigger stack at the start of the hand finishes higher; without stacks, they tie for ${ordinal(places.best)}.`
          : `${names(chosen.map((c) => c.name))} finishes ${ordinal(places.worst)}.`}
      </p>
      {several ? (
        // The stack column's heading for the eye; each field is named in full for a screen reader.
        <p className="admin-night__hand-player admin-night__stack-head" aria-hidden="true">
          <span />
          <span>Stack (optional)</span>
          <span />
        </p>
      ) : null}
      <ul className="admin-night__hand-list">
        {chosen.map((c) => {
          const error = errors[c.registrationId];
          const stack = stackId(c.registrationId);
          return (
            <li key={c.registrationId} className="admin-night__hand-player">
              <span className="admin-night__name">
                {c.name}
                <span className="admin-night__where">
                  <span className="visually-hidden">, </span>
                  {c.seat ? seatLabel(c.seat) : 'not seated now'}
                  {c.byCode ? ' · by code' : ''}
                </span>
              </span>
              {several ? (
                <span className="admin-night__stack">
                  <input
                    id={stack}
                    className={look.input}
                    aria-label={`${c.name}’s stack at the start of the hand`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorIdFor(stack) : `${id}-places`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={c.stack}
                    onChange={(event) => onStack(c.registrationId, event.target.value)}
                  />
                </span>
              ) : null}
              <button type="button" className="admin-button admin-button--ghost admin-button--small admin-night__remove" aria-label={`Remove ${c.name} from this hand`} onClick={() => onRemove(c.registrationId)}>
                <span aria-hidden="true">✕</span>
              </button>
              {error ? (
                <div className="admin-night__stack-error">
                  <ErrorMessage id={errorIdFor(stack)} message={error} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {refused ? (
        <p className="admin-night__refused" role="alert">
          {refused}
        </p>
      ) : null}
      <div className="admin-card__actions">
        <button type="button" className="admin-button admin-button--gold" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Saving...' : 'Confirm out'}
        </button>
        <button type="button" className="admin-button admin-button--ghost" disabled={busy} onClick={onClear} aria-label="Clear the hand">
          Clear
        </button>
      </div>
    </section>
  );
}
