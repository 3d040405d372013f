// The CMS's Dates field (event.json `editions`): the edition's number, the next and the last
// tournament (each a start and an end date picker, the browser's own), which of them the schedule
// describes, the labels the site will show, the build's rules next to the field, and "Start the
// next edition" (a new edition in one step: a yearly event moves to the same weekdays of the same
// week of its month a year on, so the organizer corrects at most a date or two).
// A class component: Decap CMS asks the control's instance `isValid()` before it saves.
import { Component, type ReactNode } from 'react';
import { editionProblems, labelFor, newEditionChecklist, startNextEdition, type EditionDates, type Editions } from './editions.ts';
import { weekdayHeading } from '../domain/calendar-day.ts';
import { isIsoDay } from '../domain/iso-day.ts';
import { ordinal } from '../domain/ordinal.ts';
import { savedEvent } from './saved-event.ts';

interface ImmutableLike {
  toJS(): unknown;
}
interface Props {
  value?: Editions | ImmutableLike;
  onChange: (value: Editions) => void;
  forID: string;
  classNameWrapper: string;
}
interface State {
  started: boolean;
}

const empty: EditionDates = { startDate: '', endDate: '' };
const plain = (value: Props['value']): Editions => {
  const v = (value && typeof (value as ImmutableLike).toJS === 'function' ? (value as ImmutableLike).toJS() : value) as Partial<Editions> | undefined;
  return {
    number: v?.number ?? 1,
    upcoming: { ...empty, ...v?.upcoming },
    past: { ...empty, ...v?.past },
    scheduleFor: v?.scheduleFor === 'upcoming' ? 'upcoming' : 'past',
  };
};

const which = { upcoming: 'Next tournament', past: 'Last tournament' } as const;

export default class EditionsControl extends Component<Props, State> {
  override state: State = { started: false };

  isValid = (): boolean | { error: { type: string; message: string } } => {
    const problems = Object.entries(editionProblems(plain(this.props.value)));
    if (!problems.length) return true;
    const [path, message] = problems[0]!;
    const [edition, field] = path.split('.') as [string, string | undefined];
    const where = edition in which ? `${which[edition as keyof typeof which]}, ${field === 'startDate' ? 'start date' : 'end date'}` : 'Edition';
    return { error: { type: 'CUSTOM', message: `${where}: ${message}` } };
  };

  // The "check, then save" line is done with once the entry is saved.
  private readonly saved = () => this.setState({ started: false });
  override componentDidMount(): void {
    window.addEventListener(savedEvent, this.saved);
  }
  override componentWillUnmount(): void {
    window.removeEventListener(savedEvent, this.saved);
  }

  private set(edition: 'upcoming' | 'past', field: keyof EditionDates, date: string): void {
    const value = plain(this.props.value);
    this.props.onChange({ ...value, [edition]: { ...value[edition], [field]: date } });
  }

  private edition(edition: 'upcoming' | 'past', problems: Record<string, string>): ReactNode {
    const value = plain(this.props.value)[edition];
    const id = `${this.props.forID}-${edition}`;
    const label = labelFor(value);
    const input = (field: keyof EditionDates, text: string) => {
      const problem = problems[`${edition}.${field}`];
      return (
        <div className="woop-dates__field">
          <label htmlFor={`${id}-${field}`}>{text}</label>
          <input
            id={`${id}-${field}`}
            type="date"
            value={value[field]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-${field}-error` : undefined}
            onChange={(e) => this.set(edition, field, e.currentTarget.value)}
          />
          {problem ? (
            <p className="woop-dates__error" id={`${id}-${field}-error`} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      );
    };
    return (
      <fieldset className="woop-dates__edition">
        <legend>{which[edition]}</legend>
        <div className="woop-dates__pair">
          {input('startDate', 'Start date')}
          {input('endDate', 'End date')}
        </div>
        <p className="woop-dates__label">{label ? `The site shows: ${label}` : ' '}</p>
      </fieldset>
    );
  }

  override render(): ReactNode {
    const value = plain(this.props.value);
    const problems = editionProblems(value);
    const id = this.props.forID;
    return (
      <div className={`${this.props.classNameWrapper} woop-dates`} id={id}>
        <div className="woop-dates__field woop-dates__number">
          <label htmlFor={`${id}-number`}>Edition number of the next tournament</label>
          <input
            id={`${id}-number`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={Number.isFinite(value.number) ? value.number : ''}
            aria-invalid={problems.number ? true : undefined}
            aria-describedby={`${id}-number-said`}
            onChange={(e) => this.props.onChange({ ...value, number: e.currentTarget.valueAsNumber })}
          />
          <p className="woop-dates__label" id={`${id}-number-said`} role={problems.number ? 'alert' : undefined}>
            {problems.number ?? `The site shows: The ${ordinal(value.number)} annual`}
          </p>
        </div>
        {this.edition('upcoming', problems)}
        {this.edition('past', problems)}
        <fieldset className="woop-dates__edition">
          <legend>The schedule, the start time and the sponsor year are for</legend>
          {(['past', 'upcoming'] as const).map((edition) => (
            <label key={edition} className="woop-dates__choice">
              <input
                type="radio"
                name={`${id}-scheduleFor`}
                checked={value.scheduleFor === edition}
                onChange={() => this.props.onChange({ ...value, scheduleFor: edition })}
              />
              {which[edition]}
              {labelFor(value[edition]) ? ` (${labelFor(value[edition])})` : ''}
            </label>
          ))}
          <p className="woop-dates__label">
            {isIsoDay(value[value.scheduleFor].startDate)
              ? `Confirmation e-mails say the event starts on ${weekdayHeading(value[value.scheduleFor].startDate)}, ${value[value.scheduleFor].startDate.slice(0, 4)}: the first day of this tournament.`
              : ''}
          </p>
        </fieldset>
        <div className="woop-dates__new">
          <button
            type="button"
            onClick={() => {
              this.props.onChange(startNextEdition(value));
              this.setState({ started: true });
            }}
          >
            Start the next edition
          </button>
          <p>
            Moves the next tournament to “last”, starts the next one a year later on the same weekdays of the same week of the month with the next edition number, and
            puts the schedule on its days. Then save, and check:
          </p>
          <ul>
            {newEditionChecklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {this.state.started ? (
            <p role="status" className="woop-dates__status">
              Next edition started: check the dates above, then save.
            </p>
          ) : null}
        </div>
      </div>
    );
  }
}
