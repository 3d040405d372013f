// Who the receipts and invoices come from: the organizer's name and postal address from
// src/content/organizer.json (edited in the CMS), with the contacts' e-mail and phone.
//
// PLACEHOLDER: the organizer's real postal address is not known yet; the file holds the treasurer's
// check address (src/content/treasurer.json), itself a placeholder. Replace both before going live.
import data from '../content/organizer.json' with { type: 'json' };
import { parseWithFriendlyErrors } from '../domain/friendly-parse.ts';
import { contacts } from './contacts.ts';
import { organizerSchema } from './schemas.ts';

export const organizer = parseWithFriendlyErrors(organizerSchema, { ...data, email: contacts.email, phone: contacts.phone }, 'src/content/organizer.json');
