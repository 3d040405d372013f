// The shared form parts for a prebuilt form enhanced by a small script instead of React (a content
// page ships no React beyond the header, so it paints fast on a phone): the contact form and the Notify Me form. The
// markup is the same as Field.tsx's and ErrorSummary.tsx's (TextField.astro, FormSummary.astro),
// so forms.css styles both; here the same behaviour is done on the DOM. Text is always set with
// textContent, never as HTML.

type Control = HTMLInputElement | HTMLTextAreaElement;

const errorIdFor = (id: string) => `${id}-error`;
const hintIdFor = (id: string) => `${id}-hint`;
const typoIdFor = (id: string) => `${id}-typo`;

/** aria-describedby from what is showing: the field's hint, its typo hint, its error. */
function describe(control: Control): void {
  const ids = [hintIdFor(control.id), typoIdFor(control.id), errorIdFor(control.id)].filter((id) => {
    const el = document.getElementById(id);
    return el !== null && el.textContent !== '';
  });
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

/** Shows `message` under the field (or removes the error when there is none), as Field.tsx does. */
export function setFieldError(control: Control, message: string | undefined): void {
  const wrapper = control.closest('.form-field');
  document.getElementById(errorIdFor(control.id))?.remove();
  wrapper?.classList.toggle('form-field--error', Boolean(message));
  if (message) {
    const error = document.createElement('p');
    error.id = errorIdFor(control.id);
    error.className = 'form-error';
    const prefix = document.createElement('span');
    prefix.className = 'visually-hidden';
    prefix.textContent = 'Error: ';
    error.append(prefix, message);
    wrapper?.append(error);
    control.setAttribute('aria-invalid', 'true');
  } else {
    control.removeAttribute('aria-invalid');
  }
  describe(control);
}

/**
 * Fills the error summary (FormSummary.astro) with a link per field and focuses it, or hides it
 * when there is nothing to say. A link moves the focus to its field (a plain #link would only scroll).
 */
export function showSummary(summary: HTMLElement, items: readonly { target: string; message: string }[]): void {
  const list = summary.querySelector('ul')!;
  list.replaceChildren(
    ...items.map(({ target, message }) => {
      const link = document.createElement('a');
      link.href = `#${target}`;
      link.textContent = message;
      link.addEventListener('click', (event) => {
        const control = document.getElementById(target);
        if (!control) return;
        event.preventDefault();
        control.scrollIntoView({ block: 'center' });
        control.focus();
      });
      const item = document.createElement('li');
      item.append(link);
      return item;
    }),
  );
  summary.hidden = items.length === 0;
  if (items.length > 0) summary.focus();
}

const loadRule = () => import('../../domain/email-typo.ts');

/**
 * "Did you mean ...?" under an e-mail field (EmailHint.tsx's behaviour): the rule loads on first
 * focus, the hint is worked out on blur, any edit (or the form's reset) hides it, and one tap on
 * the address takes it.
 */
export function enhanceEmailHint(input: HTMLInputElement): void {
  const hint = document.getElementById(typoIdFor(input.id));
  if (!hint) return;
  const clear = () => {
    hint.replaceChildren();
    describe(input);
  };
  input.addEventListener('focus', () => void loadRule().catch(() => {}));
  input.addEventListener('input', clear);
  input.form?.addEventListener('reset', clear);
  input.addEventListener('blur', () => {
    const typed = input.value;
    void loadRule()
      .then(({ emailTypoSuggestion }) => {
        const suggestion = emailTypoSuggestion(typed);
        // Only while the value is the one it was worked out for.
        if (!suggestion || input.value !== typed) return;
        const accept = document.createElement('button');
        accept.type = 'button';
        accept.className = 'form-email-hint__button';
        accept.textContent = suggestion;
        accept.addEventListener('click', () => {
          input.value = suggestion;
          clear();
          input.focus();
        });
        const text = document.createElement('span');
        text.className = 'form-email-hint__text';
        text.append('Did you mean ', accept, '?');
        hint.replaceChildren(text);
        describe(input);
      })
      // No hint is better than an error: the address as typed is fine to send.
      .catch(() => {});
  });
}

/**
 * The script has run: the submit button works and the loading note goes (LoadingNote.astro; the
 * button was disabled in the HTML so that a submit before now is not a reload that loses
 * everything typed). `data-enhanced` tells tests the form is ready.
 */
export function formReady(form: HTMLFormElement, button: HTMLButtonElement): void {
  const note = button.getAttribute('aria-describedby');
  if (note) document.getElementById(note)?.remove();
  button.removeAttribute('aria-describedby');
  button.disabled = false;
  form.dataset.enhanced = '';
}
