// Posting PayPal's buy-now form from script (the sponsor form pays after registering).
export function postForm(action: string, fields: ReadonlyArray<readonly [string, string]>, target?: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  if (target) form.target = target;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The site's own origin (return addresses point back to the site the visitor is on). */
export const siteOrigin = (): string => window.location.origin;
