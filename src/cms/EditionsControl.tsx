// The CMS's Dates field (event.json `editions`): the next and the last tournament, each a start and
// an end date picker (the browser's own), the label the site will show, the build's rules next to
// the field, and "Start the next edition" (a new edition in one step: a yearly event moves on by a
// year, so the organizer corrects at most a date or two).
// A class component: Decap CMS asks the control's instance `isValid()` before it saves.
import { Component, type ReactNode } from 'react';
import { editionProblems, labelFor, newEditionChecklist, startNextEdition, type EditionDates, type Editions } from './editions.ts';

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
  return { upcoming: { ...empty, ...v?.upcoming }, past: { ...empty, ...v?.past } };
};

const which = { upcoming: 'Next tournament', past: 'Last tournament' } as const;

export default class EditionsControl extends Component<Props, State> {
  override state: State = { started: false };

  isValid = (): boolean | { error: { type: string; message: string } } => {
    const problems = Object.entries(editionProblems(plain(this.props.value)));
    if (!problems.length) return true;
    const [path, message] = problems[0]!;
    const [edition, field] = path.split('.') as [keyof typeof which, string];
    return { error: { type: 'CUSTOM', message: `${which[edition]}, ${field === 'startDate' ? 'start date' : 'end date'}: ${message}` } };
  };

  private set(edition: keyof Editions, field: keyof EditionDates, date: string): void {
    const value = plain(this.props.value);
    this.props.onChange({ ...value, [edition]: { ...value[edition], [field]: date } });
  }

  private edition(edition: keyof Editions, problems: Record<string, string>): ReactNode {
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
    const problems = editionProblems(plain(this.props.value));
    return (
      <div className={`${this.props.classNameWrapper} woop-dates`} id={this.props.forID}>
        {this.edition('upcoming', problems)}
        {this.edition('past', problems)}
        <div className="woop-dates__new">
          <button
            type="button"
            onClick={() => {
              this.props.onChange(startNextEdition(plain(this.props.value)));
              this.setState({ started: true });
            }}
          >
            Start the next edition
          </button>
          <p>Moves the next tournament to “last” and starts the next one a year later, on the same weekdays. Then save, and check:</p>
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
