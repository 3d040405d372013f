// An admin form's state in one place: its values, its field errors (its own check's, then the
// server's), whether it is sending, and what its error summary shows. Submitting runs the check,
// then sends through the session's guarded call: accepted, the form says so; refused, the server's
// message and field errors come back beside the fields and in the summary.
import { useState, type SubmitEvent } from 'react';
import { fieldErrors } from '../../../domain/schemas.ts';
import type { z } from '../../../domain/zod.ts';
import type { SummaryItem } from '../../forms/ErrorSummary.tsx';
import type { Refusal, Success } from './call.ts';

type Errors = Record<string, string>;

/** What a form's callbacks may do to it. */
export interface FormControls<V> {
  /** Back to `values`, or to the initial ones, with no errors shown. */
  reset: (values?: V) => void;
  setValues: (values: V) => void;
}

interface Options<V, T> {
  initial: V | (() => V);
  /** The id of a field's control: the error summary links to it. */
  idOf: (field: string) => string;
  /** The form's own check before anything is sent: its field errors, or none when it may go. */
  check?: (values: V) => Errors | undefined;
  /** Sends the values through the session's guarded call (undefined: the session showed the failure). */
  send?: (values: V) => Promise<Success<T> | Refusal | undefined>;
  onDone?: (data: T, form: FormControls<V>) => void;
  /** After the refusal's message and field errors are in the form. */
  onRefused?: (refusal: Refusal, form: FormControls<V>) => void;
}

/** A form's own check with the schema the server checks with: the same messages on both sides. */
export const checkWith =
  <V>(schema: z.ZodType) =>
  (values: V): Errors | undefined => {
    const parsed = schema.safeParse(values);
    return parsed.success ? undefined : fieldErrors(parsed.error);
  };

export function useAdminForm<V extends object, T = unknown>({ initial, idOf, check, send, onDone, onRefused }: Options<V, T>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Grows each time the form shows errors: the summary takes the focus then.
  const [focusKey, setFocusKey] = useState(0);

  function show(next: Errors, text?: string) {
    setErrors(next);
    setMessage(text);
    if (Object.keys(next).length > 0 || text) setFocusKey((key) => key + 1);
  }

  const controls: FormControls<V> = {
    reset: (next) => {
      setValues(next ?? (typeof initial === 'function' ? (initial as () => V)() : initial));
      show({});
    },
    setValues,
  };

  /** Runs the form's own check and shows what it finds: true when the form may go. */
  function validate(): boolean {
    const found = check?.(values);
    show(found ?? {});
    return !found || Object.keys(found).length === 0;
  }

  async function submit(event?: SubmitEvent) {
    event?.preventDefault();
    if (!validate() || !send) return;
    setBusy(true);
    const result = await send(values);
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      show({});
      onDone?.(result.data, controls);
      return;
    }
    show(result.errors, result.message);
    onRefused?.(result, controls);
  }

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));

  return {
    values,
    set,
    errors,
    busy,
    validate,
    submit,
    ...controls,
    /** A text field's props for Field: its id, value, setter and error. */
    field: <K extends keyof V & string>(name: K) => ({
      id: idOf(name),
      value: String(values[name] ?? ''),
      onValue: (value: string) => set(name, value as V[K]),
      error: errors[name],
    }),
    /** ErrorSummary's props; the server's message shows there when no field carries the problem. */
    summary: {
      items: Object.entries(errors).map(([field, text]): SummaryItem => ({ target: idOf(field), message: text })),
      focusKey,
      message: Object.keys(errors).length === 0 ? message : undefined,
    },
  };
}
