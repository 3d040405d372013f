// The tables in play, seat by seat, for putting players out from the floor's phone: a tap on a
// player's name chooses them for this hand (several players can go out in one hand), or their code
// is typed (a handheld scanner types it too). The hand's players are confirmed together from the
// panel under the tables, which stays in view while the floor scrolls. A refusal (out already, not
// seated) keeps the hand as chosen and reads the night again, so nothing typed is lost.
//
// The phone's camera scanner of the check-in screen is not offered here: /admin's
// Permissions-Policy turns the camera off (only /admin/check-in has it), so a code field it is.
import { useId, useState, type FormEvent } from 'react';
import { parseCheckInCode } from '../../../domain/check-in.ts';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { placeWords, playTables } from '../../../domain/tournament/floor-view.ts';
import { Field } from '../../forms/Field.tsx';
import HandPanel, { type Chosen } from './HandPanel.tsx';

interface Props {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
  /** The room changed elsewhere: read the night again. */
  onStale: () => void;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const players = (n: number) => (n === 1 ? '1 player' : `${n} players`);

export default function TablesView({ tournament: t, onChange, onStale }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const tables = playTables(t);
  const isChosen = (registrationId: string) => chosen.some((c) => c.registrationId === registrationId);

  function toggle(player: AdminTournament['seats'][number]) {
    setChosen((list) =>
      list.some((c) => c.registrationId === player.registrationId)
        ? list.filter((c) => c.registrationId !== player.registrationId)
        : [...list, { registrationId: player.registrationId, name: fullName(player), code: null, byCode: false, stack: '' }],
    );
  }

  /**
   * A typed or scanned code: its player joins the hand. A signed code (the QR code's whole text) is
   * sent as it is, for the server to check; the registration ID alone (printed under the QR code)
   * names the seated player as a tap on the table does.
   */
  function addCode(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCheckInCode(code);
    if (!parsed) return setCodeError('This is not a player’s code: check it, or tap the player on their table.');
    const seated = t.seats.find((s) => s.registrationId === parsed.registrationId);
    const out = t.out.find((o) => o.registrationId === parsed.registrationId);
    if (!seated) return setCodeError(out ? `${fullName(out)} is out already (${placeWords(out)}).` : `Nobody seated in the ${t.name} has this code.`);
    if (isChosen(seated.registrationId)) return setCodeError(`${fullName(seated)} is in this hand already.`);
    setChosen((list) => [...list, { registrationId: seated.registrationId, name: fullName(seated), code: parsed.signature ? code.trim() : null, byCode: true, stack: '' }]);
    setCode('');
    setCodeError(null);
  }

  return (
    <div className="admin-night__play-tables">
      <p id={`${id}-how`} className="admin-card__note">
        Tap the players out in a hand, then confirm them together under “This hand”.
      </p>
      <form className="admin-night__code" noValidate onSubmit={addCode} aria-label="Add a player by their code">
        <Field
          id={`${id}-code`}
          label="Player’s code"
          hint="The registration ID under the player’s QR code (WOOP-…), or the whole code from a handheld scanner."
          value={code}
          onValue={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={codeError}
          autoComplete="off"
          autoCapitalize="none"
        />
        <button type="submit" className="admin-button admin-button--outline">
          Add to the hand
        </button>
      </form>

      <div className="admin-night__tables">
        {tables.map((table) => {
          const count = table.seats.filter((s) => s.player).length;
          return (
            <div key={table.table} role="group" className="admin-night__table" aria-labelledby={`${id}-table-${table.table}`}>
              <h4 className="admin-announce__heading">
                <span id={`${id}-table-${table.table}`}>Table {table.table}</span>
                <span className="admin-night__count">
                  {' '}· {count === 0 ? 'empty' : players(count)}
                  {t.openTables.includes(table.table) ? '' : ' · not in play: move these players'}
                </span>
              </h4>
              <ul className="admin-night__ring">
                {table.seats.map(({ seat, player }) => (
                  <li key={seat} className={`admin-night__spot${player ? '' : ' admin-night__spot--open'}`}>
                    <span className="admin-night__spot-no">
                      <span className="visually-hidden">Seat </span>
                      {seat}
                    </span>
                    {player ? (
                      <>
                        <button
                          type="button"
                          className="admin-night__pick"
                          aria-pressed={isChosen(player.registrationId)}
                          aria-describedby={`${id}-how`}
                          onClick={() => toggle(player)}
                        >
                          {fullName(player)}
                        </button>
                        {player.fixed ? <span className="admin-night__fixed">Fixed</span> : null}
                      </>
                    ) : (
                      <span className="admin-night__open">open</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>

      {chosen.length > 0 ? (
        <HandPanel
          tournament={t}
          chosen={chosen.map((c) => ({ ...c, seat: t.seats.find((s) => s.registrationId === c.registrationId) ?? null }))}
          onStack={(registrationId, stack) => setChosen((list) => list.map((c) => (c.registrationId === registrationId ? { ...c, stack } : c)))}
          onRemove={(registrationId) => setChosen((list) => list.filter((c) => c.registrationId !== registrationId))}
          onClear={() => setChosen([])}
          onDone={(saved) => {
            setChosen([]);
            onChange(saved);
          }}
          onStale={onStale}
        />
      ) : null}
    </div>
  );
}
