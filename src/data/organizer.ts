// Who the receipts and invoices come from (issue 18): the organizer's name and postal address,
// printed at the top of every receipt and invoice. The organizer edits this file.
//
// PLACEHOLDER: SPEC.md does not give the organizer's postal address; this is the treasurer's
// check address (src/data/sponsorship.ts), itself a placeholder. Replace both before going live.
import { contacts } from './contacts.ts';
import { event } from './event.ts';
import { organizerSchema } from './schemas.ts';

export const organizer = organizerSchema.parse({
  name: event.name,
  addressLines: ['Attn: Treasurer', '1000 Example Street, Suite 100', 'Houston, TX 77002'], // PLACEHOLDER
  email: contacts.email,
  phone: contacts.phone,
});
