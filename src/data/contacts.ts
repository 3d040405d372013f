// THE ONE PLACE for the organizers' contact details. SPEC.md redacts the real mailbox and phone
// number, so these are clearly fake placeholders (.example domain, 555-01xx number reserved for
// fiction). Replace them here before going live; every page, the footer and the JSON-LD read them.
import { contactsSchema } from './schemas.ts';

export const contacts = contactsSchema.parse({
  email: 'info@woop-poker.example', // PLACEHOLDER: the organizers' info mailbox
  phone: '(337) 555-0100', // PLACEHOLDER: the organizers' phone number
  phoneHref: 'tel:+13375550100', // PLACEHOLDER: the same number for tel: links
});
