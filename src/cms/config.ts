// Decap CMS's configuration (issue 30): exactly the content collections of src/content.config.ts,
// with fields that fit them. Required fields and the patterns below are the build's rules
// (src/data/schemas.ts) said next to the field; the cross-field ones (an end date before the start)
// are in the Dates widget, and every save is checked against the build's own schemas (validate.ts).
import { announcementPlaceholders } from '../data/schemas.ts';

type Field = Record<string, unknown>;

const text = (name: string, label: string, extra: Field = {}): Field => ({ name, label, widget: 'string', ...extra });
const longText = (name: string, label: string, extra: Field = {}): Field => ({ name, label, widget: 'text', ...extra });
const optional = { required: false };
const url = (name: string, label: string): Field =>
  text(name, label, { pattern: ['^https?://[^\\s]+\\.[^\\s]+$', 'Must be a web address starting with https://'] });
const email = (name: string, label: string): Field =>
  text(name, label, { pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'Must be an e-mail address, e.g. info@example.com'] });
const time24 = (name: string, label: string): Field => text(name, label, { pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'Must be a 24-hour time, HH:MM, e.g. 16:00'] });
const strings = (name: string, label: string, item: string, extra: Field = {}): Field => ({
  name,
  label,
  widget: 'list',
  field: { name: 'item', label: item, widget: 'string' },
  ...extra,
});
const titled = (name: string, label: string, singular: string): Field => ({
  name,
  label,
  label_singular: singular,
  widget: 'list',
  summary: '{{fields.title}}',
  fields: [text('title', 'Title'), longText('detail', 'Text')],
});
const day = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
const placeholders = announcementPlaceholders.map((p) => `{${p}}`).join(' ');
const placeholderPattern = [`^(?:[^{}]|\\{(?:${announcementPlaceholders.join('|')})\\})*$`, `Use only these placeholders: ${placeholders}`];

const policyPattern = ['^(?:[^{}]|\\{(?:name|email)\\})*$', 'Use only the placeholders {name} and {email}'];

const file = (name: string, label: string, description: string, fields: Field[]): Field => ({
  name,
  label,
  description,
  file: `src/content/${name}.json`,
  fields,
});

export interface BackendOptions {
  /** owner/name of the GitHub repository the deployed CMS commits to. */
  repo: string;
  branch: string;
  /**
   * The local backend's absolute address (Decap CMS wants a full URL) under `npm start`: this site's
   * /api/cms/v1/<token>. Absent elsewhere: the CMS then uses GitHub.
   */
  localBackendUrl?: string;
}

export function cmsConfig({ repo, branch, localBackendUrl }: BackendOptions): Record<string, unknown> {
  return {
    load_config_file: false,
    // Production: commits to GitHub through Netlify's GitHub OAuth (README "Editing the site").
    backend: { name: 'github', repo, branch, base_url: 'https://api.netlify.com', auth_endpoint: 'auth', squash_merges: true },
    // `npm start` (on localhost): scripts/cms-local.ts answers on the same address and writes the checkout.
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    site_url: '/',
    display_url: '/',
    logo_url: '/favicon.svg',
    locale: 'en',
    media_folder: 'src/assets/uploads',
    public_folder: '../assets/uploads',
    omit_empty_optional_fields: true,
    collections: [
      {
        name: 'content',
        label: 'Site content',
        editor: { preview: false },
        delete: false,
        files: [
          file('event', 'Event: name, edition and dates', 'The tournament, this year’s and last year’s dates. Start a new edition here.', [
            text('name', 'Tournament name'),
            text('shortName', 'Short name'),
            text('edition', 'Edition', { hint: 'e.g. 4th annual' }),
            text('tagline', 'Tagline'),
            { name: 'editions', label: 'Dates', widget: 'woop-editions', hint: 'The year and the dates the site shows follow from these.' },
            text('startsAt', 'When the event starts', { hint: 'As the confirmation says it, e.g. September 25th at noon' }),
            text('hotelCheckIn', 'Hotel check-in', { hint: 'e.g. 4pm' }),
          ]),
          file('event-day', 'Event day and reminders', 'What the reminder e-mails say and when they go out.', [
            text('timeZone', 'Time zone of the venue', { hint: 'e.g. America/Chicago' }),
            {
              name: 'hotelCheckIn',
              label: 'Hotel check-in',
              widget: 'object',
              fields: [time24('time', 'Time (24-hour)'), text('label', 'As written', { hint: 'e.g. 4pm' })],
            },
            {
              name: 'reminders',
              label: 'Reminders',
              widget: 'object',
              fields: [
                {
                  name: 'weekBefore',
                  label: 'Week before',
                  widget: 'object',
                  fields: [{ name: 'daysBefore', label: 'Days before the event', widget: 'number', value_type: 'int', min: 1 }, time24('time', 'At (24-hour)')],
                },
                { name: 'morningOf', label: 'Morning of the event', widget: 'object', fields: [time24('time', 'At (24-hour)')] },
              ],
            },
            strings('whatToBring', 'What to bring', 'Item', { min: 1 }),
          ]),
          file('schedule', 'Schedule', 'The /schedule page.', [
            text('title', 'Title'),
            {
              name: 'days',
              label: 'Days',
              label_singular: 'day',
              widget: 'list',
              min: 1,
              summary: '{{fields.heading}}',
              fields: [
                text('heading', 'Heading', { hint: 'e.g. Thursday September 25' }),
                { name: 'date', label: 'Date', ...day },
                {
                  name: 'items',
                  label: 'Items',
                  label_singular: 'item',
                  widget: 'list',
                  min: 1,
                  summary: '{{fields.time}} {{fields.title}}',
                  fields: [text('time', 'Time', { hint: 'e.g. 1:00 PM' }), text('title', 'Title'), longText('detail', 'Details', optional)],
                },
              ],
            },
          ]),
          file('venue', 'Venue', 'Where the tournament is played: the footer, /contact and the home page’s Event Location.', [
            text('name', 'Name'),
            text('street', 'Street'),
            text('city', 'City'),
            text('region', 'State', { pattern: ['^[A-Z]{2}$', 'Must be the 2-letter state code, e.g. LA'] }),
            text('postalCode', 'ZIP code', { pattern: ['^.{5,}$', 'Must be a ZIP code'] }),
            text('country', 'Country', { pattern: ['^[A-Z]{2}$', 'Must be the 2-letter country code, e.g. US'] }),
            url('mapsUrl', 'Maps link'),
            { name: 'photo', label: 'Photo', widget: 'image', media_folder: '/src/assets', public_folder: '../assets', choose_url: false },
            text('photoAlt', 'Photo description (alt text)', { hint: 'What the photo shows, for people who cannot see it.' }),
            strings('facts', 'Facts', 'Fact', { min: 1 }),
            titled('transport', 'Getting there', 'way to get there'),
            titled('amenities', 'Amenities', 'amenity'),
          ]),
          file('contacts', 'Contacts', 'The organizers’ e-mail and phone on every page and in the e-mails.', [
            email('email', 'E-mail'),
            text('phone', 'Phone', { pattern: ['^.{10,}$', 'Must be a phone number, e.g. (337) 555-0100'] }),
            text('phoneHref', 'Phone for tap-to-call', { hint: 'tel: and the digits, e.g. tel:+13375550100', pattern: ['^tel:\\+?\\d+$', 'Must be tel: followed by the digits, e.g. tel:+13375550100'] }),
          ]),
          file('sponsors', 'Sponsors', 'The sponsors thanked on the home page and on /sponsorship, in this order (drag to reorder).', [
            {
              name: 'sponsors',
              label: 'Sponsors',
              label_singular: 'sponsor',
              widget: 'list',
              min: 1,
              summary: '{{fields.name}}',
              fields: [
                text('name', 'Sponsor name'),
                text('kind', 'What kind of company', { hint: 'Read to screen reader users with the logo, e.g. Midstream' }),
                url('url', 'Web site'),
                {
                  name: 'logo',
                  label: 'Logo',
                  widget: 'image',
                  required: false,
                  hint: 'A PNG or JPEG. Without a logo the site shows the name.',
                  media_folder: '/src/assets/sponsors',
                  public_folder: '../assets/sponsors',
                  choose_url: false,
                },
                { name: 'logoScale', label: 'Logo size', widget: 'number', value_type: 'float', min: 0.5, max: 2, step: 0.1, required: false, hint: '1 = as drawn; up to 2 for logos with a lot of white space' },
              ],
            },
          ]),
          file('winner', 'Winner', 'Last tournament’s champion, on the home page.', [
            { name: 'year', label: 'Year', widget: 'number', value_type: 'int' },
            text('player', 'Player'),
            text('company', 'Company'),
            longText('message', 'Message', { hint: 'Follows "<player> of <company>", e.g. outlasted the field…' }),
          ]),
          file('organizer', 'Organizer (receipts and invoices)', 'Printed at the top of every receipt and invoice.', [
            text('name', 'Name'),
            strings('addressLines', 'Postal address', 'Line', { min: 2, max: 5 }),
          ]),
          file('treasurer', 'Treasurer (sponsor payments)', 'Where sponsors send checks and payment questions.', [
            email('treasurerEmail', 'Treasurer’s e-mail'),
            text('paypalMeHandle', 'PayPal.me handle', { pattern: ['^[A-Za-z0-9]{1,20}$', 'Must be a PayPal.me handle: letters and digits'] }),
            text('checkPayableTo', 'Checks payable to'),
            strings('checkAddress', 'Mailing address for checks', 'Line', { min: 2 }),
            text('itemPrefix', 'Item name at PayPal', { hint: 'Followed by the level name, e.g. WOOP Sponsorship' }),
          ]),
          file('policy', 'Privacy and terms', 'The text of /privacy and /terms. {name} is the tournament’s name, {email} the contact e-mail (a link).', [
            { name: 'updated', label: 'Last updated', ...day },
            { name: 'intro', label: 'Introduction', widget: 'list', min: 1, field: { name: 'paragraph', label: 'Paragraph', widget: 'text', pattern: policyPattern } },
            {
              name: 'sections',
              label: 'Sections',
              label_singular: 'section',
              widget: 'list',
              min: 1,
              summary: '{{fields.heading}}',
              fields: [
                text('heading', 'Heading'),
                text('id', 'Anchor', { hint: 'The address of the section, e.g. cookies for /privacy#cookies: keep it when the heading changes', pattern: ['^[a-z0-9-]+$', 'Must be lower-case letters, digits and dashes'] }),
                { name: 'paragraphs', label: 'Paragraphs', widget: 'list', min: 1, field: { name: 'paragraph', label: 'Paragraph', widget: 'text', pattern: policyPattern } },
              ],
            },
          ]),
          file('announcement', 'Announcement: registration is open', `The e-mail sent from /admin when registration opens. Placeholders: ${placeholders}.`, [
            text('subject', 'Subject', { pattern: placeholderPattern }),
            longText('body', 'Text', { pattern: placeholderPattern }),
          ]),
        ],
      },
      {
        name: 'galleries',
        label: 'Photo galleries',
        label_singular: 'gallery',
        description: 'One gallery per tournament on /photos, newest first.',
        folder: 'src/content/galleries',
        extension: 'json',
        format: 'json',
        create: true,
        delete: true,
        identifier_field: 'title',
        slug: '{{slug}}',
        editor: { preview: false },
        fields: [
          text('title', 'Title', { hint: 'e.g. WOOP 2026 Tournament' }),
          {
            name: 'photos',
            label: 'Photos',
            label_singular: 'photo',
            widget: 'list',
            min: 1,
            summary: '{{fields.alt}}',
            fields: [
              { name: 'src', label: 'Photo', widget: 'image', media_folder: '/src/assets/gallery', public_folder: '../../assets/gallery', choose_url: false },
              text('alt', 'Description (alt text)', { hint: 'What the photo shows, for people who cannot see it.' }),
              text('caption', 'Caption'),
              text('objectPosition', 'Crop of the thumbnail', { required: false, hint: 'e.g. center 35% to show more of the top' }),
            ],
          },
        ],
      },
    ],
  };
}
