// The person and address fields the registration screen and the sponsor form both ask for, in
// page order: one list, so their labels, autocomplete tokens and hints cannot drift apart.

export type PersonFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'jobTitle';
export type AddressFieldName = 'billingStreet' | 'billingCity' | 'billingState' | 'billingZip';

/** What the visitor typed in these fields, each kept exactly as typed. */
export type PersonValues = Record<PersonFieldName | AddressFieldName, string>;

/** What a form needs to render one of these fields (with the shared Field). */
export interface TextFieldSpec<Name extends string = PersonFieldName | AddressFieldName> {
  name: Name;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  hint?: string;
  inputMode?: 'numeric';
  /** Spans the whole row of the form's grid. */
  wide?: boolean;
}

export const personFields: readonly TextFieldSpec<PersonFieldName>[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', hint: 'At least 10 digits, for example 337 555 0100' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
];

export const addressFields: readonly TextFieldSpec<AddressFieldName>[] = [
  { name: 'billingStreet', label: 'Street address', autoComplete: 'street-address', wide: true },
  { name: 'billingCity', label: 'City', autoComplete: 'address-level2' },
  { name: 'billingState', label: 'State', autoComplete: 'address-level1' },
  { name: 'billingZip', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** Every person and address field empty: the start of a form. */
export const emptyPersonValues: PersonValues = Object.fromEntries([...personFields, ...addressFields].map((f) => [f.name, ''])) as PersonValues;
