// Decap CMS's configuration: one file or folder per kind of content (src/data/content-kinds.ts),
// with fields that fit them. This file says what the editor shows (labels, widgets, hints, and the
// message of a rule); each field's rules (required, pattern, length, number of items, range) are
// read from the build's schemas (src/data/schemas.ts) when the configuration is made, so the two
// cannot drift. The cross-field ones (an end date before the start) are in the Dates widget, and
// every save is checked against the build's own schemas (validate.ts).
import { z } from '../domain/zod.ts';
import { announcementPlaceholderList, announcementPlaceholdersMessage, policyPlaceholdersMessage } from '../data/schemas.ts';
import { fileKinds, folderKinds, type FileKind, type FolderKind } from '../data/content-kinds.ts';
import { cmsSchemas } from './validate.ts';
import { winnerWidgets } from './winner-fill.ts';

type Field = Record<string, unknown>;

/** The message Decap shows when the field breaks its schema's rule (the rule itself comes from the schema). */
const invalid = (message: string): Field => ({ invalid: message });

const text = (name: string, label: string, extra: Field = {}): Field => ({ name, label, widget: 'string', ...extra });
const longText = (name: string, label: string, extra: Field = {}): Field => ({ name, label, widget: 'text', ...extra });
const url = (name: string, label: string): Field => text(name, label, invalid('Must be a web address starting with https://'));
const email = (name: string, label: string): Field => text(name, label, invalid('Must be an e-mail address, e.g. info@example.com'));
const time24 = (name: string, label: string, extra: Field = {}): Field => text(name, label, { ...invalid('Must be a 24-hour time, HH:MM, e.g. 16:00'), ...extra });
const strings = (name: string, label: string, item: string): Field => ({
  name,
  label,
  widget: 'list',
  field: { name: 'item', label: item, widget: 'string' },
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
const policyParagraph = { name: 'paragraph', label: 'Paragraph', widget: 'text', ...invalid(policyPlaceholdersMessage) };
const placeholdersOnly = invalid(announcementPlaceholdersMessage);

// ---- The schema's rules on the fields ----

/** The part of a schema's JSON Schema (its input side) that Decap's fields can apply. */
interface Rule {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Rule>;
  required?: string[];
  items?: Rule;
}

const ruleOf = (schema: z.ZodType): Rule => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Rule;

/** A string's rule as one pattern Decap can test: the schema's own, or its length written as one. */
function stringPattern(rule: Rule, at: string): string | undefined {
  if (rule.type !== 'string') return undefined;
  const minLength = rule.minLength ?? 0;
  // At least one character is what `required` says already.
  const length = minLength > 1 || rule.maxLength !== undefined ? `^.{${minLength},${rule.maxLength ?? ''}}$` : undefined;
  if (rule.pattern && length) throw new Error(`The CMS cannot say both the pattern and the length of ${at}`);
  return rule.pattern ?? length;
}

/** A number bound worth saying (an integer's own limits are not). */
const bound = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
const textWidgets = new Set(['string', 'text']);

/** The Decap widget a field's widget is or extends (the site's own widgets of the Winner entry). */
const baseWidget = (widget: unknown): string => winnerWidgets[widget as keyof typeof winnerWidgets] ?? (widget as string);

/** The field with its schema's rules; throws for a field the schema does not have, or a rule without a message. */
function withRules(field: Field, rule: Rule | undefined, required: boolean, at: string): Field {
  if (!rule) throw new Error(`The CMS field ${at} is not in the content's schema`);
  const { invalid: message, ...out } = field;
  if (!required) out.required = false;
  if (textWidgets.has(baseWidget(field.widget))) {
    const pattern = stringPattern(rule, at);
    if (pattern && typeof message !== 'string') throw new Error(`The CMS field ${at} needs a message for its rule ${pattern}`);
    if (!pattern && message !== undefined) throw new Error(`The CMS field ${at} has a message but its schema no rule`);
    if (pattern) out.pattern = [pattern, message];
  }
  if (baseWidget(field.widget) === 'number') {
    out.value_type = rule.type === 'integer' ? 'int' : 'float';
    if (bound(rule.minimum) !== undefined) out.min = rule.minimum;
    if (bound(rule.maximum) !== undefined) out.max = rule.maximum;
  }
  if (field.widget === 'list') {
    if (rule.minItems !== undefined) out.min = rule.minItems;
    if (rule.maxItems !== undefined) out.max = rule.maxItems;
    if (field.field) out.field = withRules(field.field as Field, rule.items, true, `${at}.*`);
    if (field.fields) out.fields = withRulesAll(field.fields as Field[], rule.items, `${at}.*`);
  }
  if (field.widget === 'object') out.fields = withRulesAll(field.fields as Field[], rule, at);
  return out;
}

function withRulesAll(fields: Field[], rule: Rule | undefined, at = ''): Field[] {
  return fields.map((field) => {
    const name = field.name as string;
    return withRules(field, rule?.properties?.[name], rule?.required?.includes(name) ?? false, at ? `${at}.${name}` : name);
  });
}

// ---- The content ----

interface Entry {
  label: string;
  description: string;
  fields: Field[];
}

/** Each file of the `content` collection, src/content/<kind>.json. */
const files: Record<FileKind, Entry> = {
  event: {
    label: 'Event: name, edition and dates',
    description: 'The tournament, this year’s and last year’s dates. Start a new edition here.',
    fields: [
      text('name', 'Tournament name'),
      text('shortName', 'Short name'),
      text('tagline', 'Tagline'),
      {
        name: 'editions',
        label: 'Edition and dates',
        widget: 'woop-editions',
        hint: 'The edition (“4th annual”), the years, the dates and the schedule’s days the site shows follow from these.',
      },
      time24('startTime', 'When the event starts (24-hour)', {
        hint: 'On the schedule’s first day; the confirmation says e.g. “September 25th at noon” for 12:00',
      }),
    ],
  },
  'event-day': {
    label: 'Event day and reminders',
    description: 'What the reminder e-mails say and when they go out.',
    fields: [
      text('timeZone', 'Time zone of the venue', { hint: 'e.g. America/Chicago' }),
      {
        name: 'hotelCheckIn',
        label: 'Hotel check-in',
        widget: 'object',
        fields: [time24('time', 'Time (24-hour)', { hint: 'e-mails write it in words: 16:00 is "4pm"' })],
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
            fields: [{ name: 'daysBefore', label: 'Days before the event', widget: 'number' }, time24('time', 'At (24-hour)')],
          },
          { name: 'morningOf', label: 'Morning of the event', widget: 'object', fields: [time24('time', 'At (24-hour)')] },
        ],
      },
      strings('whatToBring', 'What to bring', 'Item'),
    ],
  },
  schedule: {
    label: 'Schedule',
    description: 'The /schedule page. Its title, dates and weekdays follow the tournament chosen under Event (Edition and dates): day 1 is its first day.',
    fields: [
      {
        name: 'days',
        label: 'Days',
        label_singular: 'day',
        widget: 'list',
        hint: 'In order: the first is the tournament’s first day, the next the day after.',
        // A day has no name of its own (its date and heading are derived): its first item stands for it.
        summary: 'From {{fields.items.0.time}}: {{fields.items.0.title}}',
        fields: [
          {
            name: 'items',
            label: 'Items',
            label_singular: 'item',
            widget: 'list',
            summary: '{{fields.time}} {{fields.title}}',
            fields: [text('time', 'Time', { hint: 'e.g. 1:00 PM' }), text('title', 'Title'), longText('detail', 'Details')],
          },
        ],
      },
    ],
  },
  venue: {
    label: 'Venue',
    description: 'Where the tournament is played: the footer, /contact and the home page’s Event Location.',
    fields: [
      text('name', 'Name'),
      text('street', 'Street'),
      text('city', 'City'),
      text('region', 'State', invalid('Must be the 2-letter state code, e.g. LA')),
      text('postalCode', 'ZIP code', invalid('Must be a ZIP code')),
      text('country', 'Country', invalid('Must be the 2-letter country code, e.g. US')),
      url('mapsUrl', 'Maps link'),
      { name: 'photo', label: 'Photo', widget: 'image', media_folder: '/src/assets', public_folder: '../assets', choose_url: false },
      text('photoAlt', 'Photo description (alt text)', { hint: 'What the photo shows, for people who cannot see it.' }),
      strings('facts', 'Facts', 'Fact'),
      titled('transport', 'Getting there', 'way to get there'),
      titled('amenities', 'Amenities', 'amenity'),
    ],
  },
  contacts: {
    label: 'Contacts',
    description: 'The organizers’ e-mail and phone on every page and in the e-mails.',
    fields: [
      email('email', 'E-mail'),
      text('phone', 'Phone', invalid('Must be a phone number, e.g. (337) 555-0100')),
      text('phoneHref', 'Phone for tap-to-call', { hint: 'tel: and the digits, e.g. tel:+13375550100', ...invalid('Must be tel: followed by the digits, e.g. tel:+13375550100') }),
    ],
  },
  sponsors: {
    label: 'Sponsors',
    description: 'The sponsors thanked on the home page and on /sponsorship, in this order (drag to reorder).',
    fields: [
      {
        name: 'sponsors',
        label: 'Sponsors',
        label_singular: 'sponsor',
        widget: 'list',
        summary: '{{fields.name}}',
        fields: [
          text('name', 'Sponsor name'),
          text('kind', 'What kind of company', { hint: 'Read to screen reader users with the logo, e.g. Midstream' }),
          url('url', 'Web site'),
          {
            name: 'logo',
            label: 'Logo',
            widget: 'image',
            hint: 'A PNG or JPEG. Without a logo the site shows the name.',
            media_folder: '/src/assets/sponsors',
            public_folder: '../assets/sponsors',
            choose_url: false,
          },
          { name: 'logoScale', label: 'Logo size', widget: 'number', step: 0.1, hint: '1 = as drawn; up to 2 for logos with a lot of white space' },
        ],
      },
    ],
  },
  winner: {
    label: 'Winner',
    description: 'Last tournament’s champion, on the home page. “Fill in from the published results” takes the Main Event’s winner from the results published in /admin.',
    fields: [
      { name: 'year', label: 'Year', widget: 'woop-winner-year' },
      text('player', 'Player', { widget: 'woop-winner-text' }),
      text('company', 'Company', { widget: 'woop-winner-text' }),
      longText('message', 'Message', { hint: 'Follows "<player> of <company>", e.g. outlasted the field…' }),
    ],
  },
  organizer: {
    label: 'Organizer (receipts and invoices)',
    description: 'Printed at the top of every receipt and invoice.',
    fields: [text('name', 'Name'), strings('addressLines', 'Postal address', 'Line')],
  },
  treasurer: {
    label: 'Treasurer (sponsor payments)',
    description: 'Where sponsors send checks and payment questions.',
    fields: [
      email('treasurerEmail', 'Treasurer’s e-mail'),
      text('paypalMeHandle', 'PayPal.me handle', invalid('Must be a PayPal.me handle: letters and digits')),
      text('checkPayableTo', 'Checks payable to'),
      strings('checkAddress', 'Mailing address for checks', 'Line'),
      text('itemPrefix', 'Item name at PayPal', { hint: 'Followed by the level name, e.g. WOOP Sponsorship' }),
    ],
  },
  policy: {
    label: 'Privacy and terms',
    description: 'The text of /privacy and /terms. {name} is the tournament’s name, {email} the contact e-mail (a link).',
    fields: [
      { name: 'updated', label: 'Last updated', ...day },
      { name: 'intro', label: 'Introduction', widget: 'list', field: policyParagraph },
      {
        name: 'sections',
        label: 'Sections',
        label_singular: 'section',
        widget: 'list',
        summary: '{{fields.heading}}',
        fields: [
          text('heading', 'Heading'),
          text('id', 'Anchor', {
            hint: 'The address of the section, e.g. cookies for /privacy#cookies: keep it when the heading changes',
            ...invalid('Must be lower-case letters, digits and dashes'),
          }),
          { name: 'paragraphs', label: 'Paragraphs', widget: 'list', field: policyParagraph },
        ],
      },
    ],
  },
  announcement: {
    label: 'Announcement: registration is open',
    description: `The e-mail sent from /admin when registration opens. Placeholders: ${announcementPlaceholderList}.`,
    fields: [text('subject', 'Subject', placeholdersOnly), longText('body', 'Text', placeholdersOnly)],
  },
};

/** Each folder of files, src/content/<kind>/*.json: a collection of its own. */
const folders: Record<FolderKind, Entry & Field> = {
  galleries: {
    label: 'Photo galleries',
    label_singular: 'gallery',
    description: 'One gallery per tournament on /photos, newest first.',
    create: true,
    delete: true,
    identifier_field: 'title',
    slug: '{{slug}}',
    fields: [
      text('title', 'Title', { hint: 'e.g. WOOP 2026 Tournament' }),
      {
        name: 'photos',
        label: 'Photos',
        label_singular: 'photo',
        widget: 'list',
        summary: '{{fields.alt}}',
        fields: [
          { name: 'src', label: 'Photo', widget: 'image', media_folder: '/src/assets/gallery', public_folder: '../../assets/gallery', choose_url: false },
          text('alt', 'Description (alt text)', { hint: 'What the photo shows, for people who cannot see it.' }),
          text('caption', 'Caption'),
          text('objectPosition', 'Crop of the thumbnail', { hint: 'e.g. center 35% to show more of the top' }),
        ],
      },
    ],
  },
};

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
        files: fileKinds.map((kind) => ({
          name: kind,
          ...files[kind],
          file: `src/content/${kind}.json`,
          fields: withRulesAll(files[kind].fields, ruleOf(cmsSchemas[kind])),
        })),
      },
      ...folderKinds.map((kind) => ({
        name: kind,
        ...folders[kind],
        folder: `src/content/${kind}`,
        extension: 'json',
        format: 'json',
        editor: { preview: false },
        fields: withRulesAll(folders[kind].fields, ruleOf(cmsSchemas[kind])),
      })),
    ],
  };
}
