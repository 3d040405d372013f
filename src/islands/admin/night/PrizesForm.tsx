// One tournament's prizes as the organizer edits them: the pool, the number of paid places, amounts
// proposed from the pool on the standard curve (src/domain/tournament/prizes.ts) to edit, and per
// place an amount or a named prize. Checked with the server's own schema before sending, each error
// beside its field (the sum's beside the pool); a refused save keeps what was typed.
import { useId, useState } from 'react';
import { formatUsd, parseAmount } from '../../../domain/money.ts';
import { ordinal } from '../../../domain/ordinal.ts';
import type { AdminTournament } from '../../../domain/tournament/contract.ts';
import { editRow, prizeFields, prizeFieldsErrors, prizesBody, proposeInto, typedTotal, withPlaces, type PrizeFields } from '../../../domain/tournament/prize-input.ts';
import { ErrorSummary } from '../../forms/ErrorSummary.tsx';
import { Field } from '../../forms/Field.tsx';
import { refusalText } from '../kit/call.ts';
import { SaveOrCancel } from '../kit/SaveOrCancel.tsx';
import { useAdminSession } from '../kit/session.tsx';
import { useAdminForm } from '../kit/use-admin-form.ts';
import { nightRefusals, savePrizes } from './night-api.ts';

interface Props {
  tournament: AdminTournament;
  onDone: (tournament: AdminTournament) => void;
  onCancel: () => void;
}

export default function PrizesForm({ tournament, onDone, onCancel }: Props) {
  const prefix = useId();
  const idOf = (field: string) => `${prefix}-${field}`;
  const { guarded } = useAdminSession();
  const form = useAdminForm<PrizeFields, AdminTournament>({
    initial: () => prizeFields(tournament),
    idOf,
    check: prizeFieldsErrors,
    send: (values) => guarded((token) => savePrizes(token, tournament.id, prizesBody(values)), (f) => refusalText(f, 'The prizes were not saved. Please try again.'), nightRefusals),
    onDone,
  });
  // What Propose asks to be typed first: beside its field, until the next proposal or save.
  const [proposeErrors, setProposeErrors] = useState<Record<string, string>>({});
  const errors = { ...proposeErrors, ...form.errors };
  const { values } = form;

  function propose() {
    const proposed = proposeInto(values);
    if ('errors' in proposed) return setProposeErrors(proposed.errors);
    setProposeErrors({});
    form.reset(proposed.fields);
  }

  const field = (name: string, value: string, onValue: (value: string) => void) => ({ id: idOf(name), value, onValue, error: errors[name] });
  const row = (i: number, name: 'amount' | 'prize', label: string) => (
    <Field
      {...field(`prizes.${i}.${name}`, values.rows[i]![name], (v) => form.setValues(editRow(values, i, name, v)))}
      label={<span className="visually-hidden">{`${ordinal(i + 1)} place, ${label}`}</span>}
      inputMode={name === 'amount' ? 'decimal' : undefined}
      controlClassName="admin-night__cell-input"
    />
  );
  const pool = values.prizePool.trim() === '' ? null : parseAmount(values.prizePool);

  return (
    <form className="admin-sales__form admin-night__prizes-form" noValidate onSubmit={(event) => {
        setProposeErrors({});
        void form.submit(event);
      }} aria-label={`Prizes of the ${tournament.name}`}>
      <ErrorSummary items={form.summary.items} focusKey={form.summary.focusKey} headingLevel={4}>
        {form.summary.message ? <p>{form.summary.message}</p> : null}
      </ErrorSummary>
      <div className="admin-night__pair">
        <Field
          {...field('prizePool', values.prizePool, (v) => form.set('prizePool', v))}
          label="Prize pool"
          hint="In dollars: what the amounts add up to. Empty when every place wins a named prize."
          inputMode="decimal"
        />
        <Field {...field('places', values.places, (v) => form.setValues(withPlaces(values, v)))} label="Paid places" hint="How many places win a prize." inputMode="numeric" />
      </div>
      <div className="admin-night__propose">
        <button type="button" className="admin-button admin-button--outline" onClick={propose}>
          Propose amounts
        </button>
        <p className="admin-card__note">
          Shares the pool on a standard payout curve among the places without a named prize, rounded, with what rounding leaves to 1st place. Edit
          any amount after.
        </p>
      </div>
      {values.count > 0 ? (
        <div className="admin-table-scroll admin-night__prizes-scroll" role="region" aria-label="Prizes by place" tabIndex={0}>
          <table className="admin-table admin-night__prizes-table">
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Amount ($)</th>
                <th scope="col">or a named prize</th>
              </tr>
            </thead>
            <tbody>
              {values.rows.slice(0, values.count).map((_, i) => (
                <tr key={i}>
                  <th scope="row">{ordinal(i + 1)}</th>
                  <td>{row(i, 'amount', 'amount in dollars')}</td>
                  <td>{row(i, 'prize', 'named prize')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="admin-sales__facts">
        The amounts add up to {formatUsd(typedTotal(values))}
        {pool === null ? '' : ` of the ${formatUsd(pool)} pool`}.
      </p>
      <SaveOrCancel busy={form.busy} label="Save the prizes" onCancel={onCancel} />
    </form>
  );
}
