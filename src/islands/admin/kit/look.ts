// How the admin screens draw the shared field kit (src/islands/forms/Field.tsx): admin.css's
// classes on a dark surface, the message above its control (GOV.UK's order), and no e-mail typo
// hint: that is for visitors typing their own address, not organizers copying a known one.
import type { FormLookClasses } from '../../forms/Field.tsx';

export const adminLook: FormLookClasses = {
  field: 'admin-field',
  fieldError: 'admin-field--error',
  label: 'admin-field__label',
  hint: 'admin-card__note',
  input: 'admin-input',
  select: 'admin-input admin-input--select',
  error: 'admin-field__error',
  summary: 'admin-summary',
  summaryTitle: 'admin-summary__title',
  summaryList: 'admin-summary__list',
  errorAbove: true,
  typoHint: false,
};
