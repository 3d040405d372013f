// What the contact form (ContactForm.astro) does: check with the shared schema (loaded when the
// visitor starts on the form, not with the page), send, and say what happened. What was typed is
// kept on any error; the form is cleared only on success.
import { sendJson, serverMessage } from '../../api/fetcher.ts';
import { contactFields, contactSuccessMessage } from '../../domain/contact-fields.ts';
import { enhanceEmailHint, formReady, setFieldError, showSummary } from '../forms/enhance.ts';

type Field = (typeof contactFields)[number];

const networkError = 'Your message could not be sent. Please check your connection and try again.';
const loadValidation = () => import('./validate.ts');

export function enhanceContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const summary = form.querySelector<HTMLElement>('.form-summary')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const control = (f: Field) => form.elements.namedItem(f) as HTMLInputElement | HTMLTextAreaElement;
  let submitting = false;

  function showErrors(errors: Partial<Record<Field, string>>): void {
    for (const f of contactFields) setFieldError(control(f), errors[f]);
    showSummary(
      summary,
      contactFields.filter((f) => errors[f]).map((f) => ({ target: control(f).id, message: errors[f]! })),
    );
  }

  function say(kind: 'success' | 'error', text: string): void {
    const message = document.createElement('p');
    message.className = `contact-form__message contact-form__message--${kind}`;
    message.textContent = text;
    status.replaceChildren(message);
    requestAnimationFrame(() => status.focus());
  }

  async function send(): Promise<void> {
    const values = Object.fromEntries(['website', ...contactFields].map((f) => [f, String(new FormData(form).get(f) ?? '')]));
    const parsed = (await loadValidation()).validateContact(values);
    if (parsed.errors) return showErrors(parsed.errors);
    showErrors({});
    try {
      const answer = await sendJson<{ message?: string }>('POST', '/api/contact', parsed.data);
      form.reset();
      say('success', answer.message || contactSuccessMessage);
    } catch (error) {
      const { message, errors } = serverMessage(error);
      const known = Object.fromEntries(Object.entries(errors ?? {}).filter(([k]) => (contactFields as readonly string[]).includes(k)));
      if (Object.keys(known).length > 0) showErrors(known);
      else say('error', message ?? networkError);
    }
  }

  form.addEventListener('focusin', () => void loadValidation().catch(() => {}), { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    status.replaceChildren();
    button.disabled = true;
    button.textContent = 'Sending...';
    void send()
      .catch(() => say('error', networkError))
      .finally(() => {
        submitting = false;
        button.disabled = false;
        button.textContent = 'Send message';
      });
  });
  enhanceEmailHint(control('email') as HTMLInputElement);
  formReady(form, button);
}
