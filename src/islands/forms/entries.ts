// Reading a form's entries (FormData) as text: what a visitor typed before React took the form over
// (see hydration.tsx). No React here, so the forms' pure models can use it.

/** The part of FormData the forms read (FormData itself, or a stand-in in unit tests). */
export interface FormEntries {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/** The text of an entry; '' when it is absent (or a file, which these forms never have). */
export function textEntry(data: FormEntries, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The texts of an entry that repeats (checkboxes of one name). */
export function textEntries(data: FormEntries, name: string): string[] {
  return data.getAll(name).filter((v): v is string => typeof v === 'string');
}
