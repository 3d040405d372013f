// "Did you mean name@gmail.com?" under an e-mail field, so a mistyped address still gets its mail:
// worked out when the visitor leaves the field, accepted with one tap, never in the way of the
// address as typed. The rule (src/domain/email-typo.ts, with its library) loads when the field is
// first focused, so no page carries it before a visitor starts on an e-mail field.
import { useState } from 'react';
import './forms.css';

const loadRule = () => import('../../domain/email-typo.ts');

/** What an e-mail field needs for its hint: call `prepare` on focus and `check` on blur. */
export function useEmailTypoHint(value: string) {
  const [checked, setChecked] = useState<{ value: string; suggestion?: string } | null>(null);
  return {
    // Only while the value is the one it was worked out for: any edit hides it.
    suggestion: checked?.value === value ? checked.suggestion : undefined,
    prepare: () => void loadRule().catch(() => {}),
    check: () => {
      const typed = value;
      void loadRule()
        .then((rule) => setChecked({ value: typed, suggestion: rule.emailTypoSuggestion(typed) }))
        // No hint is better than an error: the address as typed is fine to send.
        .catch(() => {});
    },
  };
}

interface Props {
  id: string;
  suggestion?: string;
  onAccept: (suggestion: string) => void;
}

/**
 * The hint's live region: always in the page (so assistive technology hears the hint when it
 * appears), empty and without height when there is nothing to suggest.
 */
export function EmailHint({ id, suggestion, onAccept }: Props) {
  return (
    <p id={id} className="form-email-hint" aria-live="polite">
      {suggestion ? (
        <span className="form-email-hint__text">
          Did you mean{' '}
          {/* The address itself is the button: one tap puts it in the field. */}
          <button type="button" className="form-email-hint__button" onClick={() => onAccept(suggestion)}>
            {suggestion}
          </button>
          ?
        </span>
      ) : null}
    </p>
  );
}
