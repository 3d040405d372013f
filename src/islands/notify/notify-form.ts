// What the Notify Me form (NotifyForm.astro) does: one submission at a time, "Processing..." while
// it runs, then the outcome (outcome.ts) in the status region; the field is cleared on success only.
import { sendJson } from '../../api/fetcher.ts';
import { enhanceEmailHint, formReady } from '../forms/enhance.ts';
import { outcomeFromAnswer, outcomeFromError, type NotifyOutcome } from './outcome.ts';

function render(outcome: NotifyOutcome): HTMLElement {
  const paragraph = (text: string) => Object.assign(document.createElement('p'), { textContent: text });
  if (outcome.kind === 'error') return Object.assign(paragraph(outcome.message), { className: 'notify__message notify__message--error' });
  const box = document.createElement('div');
  box.className = 'notify__message notify__message--success';
  box.append(paragraph(outcome.message), paragraph(outcome.note));
  return box;
}

export function enhanceNotifyForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  let inFlight = false;

  function busy(on: boolean): void {
    inFlight = on;
    input.disabled = on;
    button.disabled = on;
    button.textContent = on ? 'Processing...' : 'Notify Me';
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!email || inFlight) return;
    busy(true);
    status.replaceChildren();
    sendJson<unknown>('POST', '/api/registration-interest', { email, sendConfirmation: true })
      .then(outcomeFromAnswer, outcomeFromError)
      .then((outcome) => {
        if (outcome.kind === 'success') form.reset();
        status.replaceChildren(render(outcome));
      })
      .finally(() => busy(false));
  });
  enhanceEmailHint(input);
  formReady(form, button);
}
