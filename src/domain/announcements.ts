// Announcements to the notify list: what the organizer writes in /admin, what the
// admin endpoints answer, and the text every recipient gets (the admin's preview shows exactly
// this). Pure: the server adds the HTML part and the headers (netlify/lib/announcements/mail.ts).
import { z } from './zod.ts';
import { controlCharacterMessage, controlCharacters } from './schemas.ts';

export const announcementSubjectMax = 150;
export const announcementBodyMax = 5000;

/** POST /api/admin/announcements { subject, body } */
export const announcementInputSchema = z.object({
  subject: z
    .string('Subject is required')
    .trim()
    .min(1, 'Subject is required')
    .max(announcementSubjectMax, `Subject must be ${announcementSubjectMax} characters or fewer`)
    .refine((v) => !controlCharacters.test(v), controlCharacterMessage('Subject')),
  body: z
    .string('Text is required')
    .trim()
    .min(1, 'Text is required')
    .max(announcementBodyMax, `Text must be ${announcementBodyMax} characters or fewer`)
    // Line breaks are the text's own; other control characters have no place in an e-mail.
    .refine((v) => !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/.test(v.replace(/\r\n/g, '\n').replace(/\r/g, '\n')), controlCharacterMessage('Text')),
  /**
   * The announcement the organizer was asked about (the last one, started within the last day) and
   * answered "Send again": the server refuses if another one was started since.
   */
  resendAfter: z.number('resendAfter must be an announcement id').int('resendAfter must be an announcement id').positive('resendAfter must be an announcement id').optional(),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** One announcement and how far its sending has come. */
export const announcementProgressSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Addresses queued so far (each at most once). */
  queued: z.number().int(),
  sent: z.number().int(),
  /** Queued, not sent yet: the next try (or the scheduled mail retry) sends them. */
  waiting: z.number().int(),
  /** Given up on after every retry. */
  failed: z.number().int(),
  /** Queued, then not sent because the address unsubscribed first. */
  canceled: z.number().int(),
  /** Addresses on the list when it was written (not unsubscribed since) not queued yet: 0 once it has gone to everyone. */
  remaining: z.number().int(),
});
export type AnnouncementProgress = z.infer<typeof announcementProgressSchema>;

/** GET /api/admin/announcements */
export const announcementListSchema = z.object({
  /** Addresses on the notify list that will receive an announcement. */
  subscribed: z.number().int(),
  unsubscribed: z.number().int(),
  announcements: z.array(announcementProgressSchema),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

export const registrationPath = '/registration';

/** Line endings as one '\n', so text and HTML parts agree whatever the browser sent. */
export const normalizeNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** The plain-text part every recipient gets: the organizer's text, the registration link, the unsubscribe line. */
export function announcementText(body: string, origin: string, unsubscribeUrl: string): string {
  return [
    normalizeNewlines(body),
    '',
    `Register: ${origin}${registrationPath}`,
    '',
    '--',
    'You receive this because you asked to be told when WOOP registration opens.',
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
}

/** Within this time of the last announcement, a new one asks first: the list would be mailed twice in a day. */
export const resendWindowMs = 24 * 60 * 60 * 1000;

/**
 * The last announcement, if it was started within the last day: sent or not (one not sent yet can
 * still be resumed, and would then mail the list a second time).
 */
export function recentAnnouncement<T extends { createdAt: string }>(newestFirst: readonly T[], now: Date): T | undefined {
  const last = newestFirst[0];
  return last && now.getTime() - Date.parse(last.createdAt) < resendWindowMs ? last : undefined;
}

/** The question asked before a second announcement within a day, naming when the last one went and to how many. */
export function resendQuestion(last: { subject: string; queued: number }, when: string): string {
  const people = last.queued === 1 ? '1 address' : `${last.queued.toLocaleString('en-US')} addresses`;
  const went = last.queued === 0 ? `was started on ${when} and has gone to no one yet` : `went to ${people} on ${when}`;
  return `"${last.subject}" ${went}. Send another announcement to the whole list already?`;
}

/** POST /api/admin/announcements's 409: one was started within the last day, and `resendAfter` did not name it. */
export const resendRefusalSchema = z.object({
  message: z.string(),
  last: z.object({ id: z.number().int(), subject: z.string(), createdAt: z.string(), queued: z.number().int() }),
});
