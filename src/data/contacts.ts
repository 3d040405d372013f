// The organizers' contact details, from src/content/contacts.json (edited in the CMS; also the
// `contacts` content collection). The real mailbox and phone number are not known yet, so the file
// holds clearly fake placeholders (.example domain, 555-01xx number reserved for fiction): replace
// them before going live. Every page, the footer, the JSON-LD and the e-mails read them.
import data from '../content/contacts.json' with { type: 'json' };
import { parseWithFriendlyErrors } from '../domain/friendly-parse.ts';
import { contactsSchema } from './schemas.ts';

export const contacts = parseWithFriendlyErrors(contactsSchema, data, 'src/content/contacts.json');
