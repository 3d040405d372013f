// The team: who may do what in /admin, written once for the server (which enforces it)
// and the dashboard (which shows only what the role may use), plus the invitation form's rules and
// the team screen's answers. Pure.
import { isIsoDay, isoDayPattern } from './iso-day.ts';
import { z } from './zod.ts';
import { endOfVenueDay, venueDay } from './venue-time.ts';

export const roles = ['owner', 'organizer', 'treasurer', 'door', 'floor'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  organizer: 'Organizer',
  treasurer: 'Treasurer',
  door: 'Door',
  floor: 'Floor',
};

export const roleDescriptions: Record<Role, string> = {
  owner: 'Everything, and manages the team.',
  organizer: 'Everything except the team.',
  treasurer: 'Registrations and payments, recording checks and transfers, receipts, exports. No deletion, settings or announcements.',
  door: 'The check-in screen only, on the days you choose.',
  floor: 'The tournament night: the clock and the seats. Names and seats only: no payments, e-mails or exports.',
};

/**
 * The role sets the /api/admin/* endpoints admit (each endpoint names one in its requireAdmin call;
 * tests/integration/team-roles.test.ts calls every endpoint with every role).
 */
export const admits = {
  /** Signing out and who am I. */
  everyone: ['owner', 'organizer', 'treasurer', 'door', 'floor'],
  /** The door's check-in screen (a card shows whether the registration is paid: not the floor's). */
  checkIn: ['owner', 'organizer', 'treasurer', 'door'],
  /** The tournament night: set-up, clock, seats, the TV's board links (names and seats only). */
  night: ['owner', 'organizer', 'floor'],
  /** Registrations, payments, receipts, exports, money totals: no e-mail or address for the door. */
  money: ['owner', 'organizer', 'treasurer'],
  /** Deletion, announcements, settings. */
  organizers: ['owner', 'organizer'],
  /** The team itself. */
  owner: ['owner'],
} as const satisfies Record<string, readonly Role[]>;

/** What the dashboard shows a role. */
export function capabilities(role: Role) {
  const has = (set: readonly Role[]) => set.includes(role);
  return {
    dashboard: has(admits.money),
    registrations: has(admits.money),
    exports: has(admits.money),
    recordPayments: has(admits.money),
    deleteRegistrations: has(admits.organizers),
    /** Naming or moving an order's seats, and the seat settings. */
    seats: has(admits.organizers),
    announcements: has(admits.organizers),
    /** Sales settings and promo codes. */
    sales: has(admits.organizers),
    /** Who waits for a sold-out item: offering places by hand, removing, the settings, the download. */
    waitingList: has(admits.organizers),
    team: has(admits.owner),
    checkIn: has(admits.checkIn),
    night: has(admits.night),
    /** The prizes and publishing the results (the floor runs the room; the organizer decides these). */
    results: has(admits.organizers),
  };
}

export const invitationLifetimeHours = 72;
export const sessionLifetimeSeconds = 8 * 60 * 60;
export const recoveryCodeCount = 10;

const venueDate = z
  .string()
  .regex(isoDayPattern, 'Enter a date like 2026-09-24.')
  .refine(isIsoDay, 'Enter a real date.');

/** POST /api/admin/team: the owner's invitation form. */
export const invitationInputSchema = z
  .object({
    name: z.string('Enter their name.').trim().min(1, 'Enter their name.').max(100, 'Enter at most 100 characters.'),
    email: z.string('Enter a valid e-mail address.').trim().max(254, 'Enter at most 254 characters.').pipe(z.email('Enter a valid e-mail address.')),
    role: z.enum(roles, 'Choose a role.'),
    /** Door only: the first and last venue dates this person may sign in (both or neither). */
    accessFrom: venueDate.nullish(),
    accessUntil: venueDate.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.role !== 'door' && (input.accessFrom || input.accessUntil)) {
      ctx.addIssue({ code: 'custom', path: ['accessFrom'], message: 'Only a door invitation can be limited to days.' });
    }
    if (Boolean(input.accessFrom) !== Boolean(input.accessUntil)) {
      ctx.addIssue({ code: 'custom', path: [input.accessFrom ? 'accessUntil' : 'accessFrom'], message: 'Give both the first and the last day.' });
    }
    if (input.accessFrom && input.accessUntil && input.accessUntil < input.accessFrom) {
      ctx.addIssue({ code: 'custom', path: ['accessUntil'], message: 'The last day cannot be before the first day.' });
    }
  });
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** GET /api/admin/session: who is signed in. */
export const whoAmISchema = z.object({ accountId: z.string(), name: z.string(), role: z.enum(roles), expiresAt: z.string() });
export type WhoAmI = z.infer<typeof whoAmISchema>;

const sessionSchema = z.object({ id: z.string(), device: z.string(), method: z.string(), createdAt: z.string(), lastSeenAt: z.string(), current: z.boolean() });
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(roles),
  builtin: z.boolean(),
  accessFrom: z.string().nullable(),
  accessUntil: z.string().nullable(),
  passkeys: z.number(),
  totp: z.boolean(),
  sessions: z.array(sessionSchema),
});

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.enum(roles), expiresAt: z.string(), accessFrom: z.string().nullable(), accessUntil: z.string().nullable() })),
  /** The owner's switch in /admin. */
  passwordSignIn: z.boolean(),
  /** ADMIN_PASSWORD_SIGN_IN=on in Netlify: the password works whatever the switch says. */
  passwordSignInForced: z.boolean(),
  /** The audit trail's latest rows, each naming the person. */
  activity: z.array(z.object({ at: z.string(), who: z.string(), action: z.string(), target: z.string() })),
  /** True when an owner has a passkey, so password sign-in may be turned off. */
  ownerHasPasskey: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

/** The audit trail's actions in words, for the team panel's recent activity. */
export const auditActionLabels: Record<string, string> = {
  'registration.check_in': 'checked in',
  'registration.check_in_undo': 'undid the check-in of',
  'registration.delete': 'deleted',
  'registration.correct': 'corrected',
  'payment.record': 'recorded a payment for',
  'announcement.create': 'wrote',
  'team.invite': 'invited',
  'team.withdraw': 'withdrew',
  'team.join': 'joined the team',
  'team.remove': 'removed',
  'team.end_session': 'ended a session',
  'team.password_on': 'turned on',
  'team.password_off': 'turned off',
};

/** When a new session ends: 8 hours; a door session at the end of the venue's day. */
export function sessionEnd(role: Role, now: Date, timeZone: string): Date {
  return role === 'door' ? endOfVenueDay(now, timeZone) : new Date(now.getTime() + sessionLifetimeSeconds * 1000);
}

/** Whether an account limited to venue days may sign in at `now`. */
export function withinAccessDays(account: { accessFrom: string | null; accessUntil: string | null }, now: Date, timeZone: string): boolean {
  const today = venueDay(now, timeZone);
  if (account.accessFrom && today < account.accessFrom) return false;
  if (account.accessUntil && today > account.accessUntil) return false;
  return true;
}

/** "iPhone · Safari" from a User-Agent, for the owner's list of sessions. */
export function deviceName(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const os = /iPhone/.test(ua) ? 'iPhone' : /iPad/.test(ua) ? 'iPad' : /Android/.test(ua) ? 'Android' : /Mac OS X/.test(ua) ? 'Mac' : /Windows/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : null;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : null;
  if (!os && !browser) return ua ? 'Other device' : 'Unknown device';
  return [os, browser].filter(Boolean).join(' · ');
}

export const teamMessages = {
  wrongRole: 'Your role does not allow this.',
  invitationInvalid: 'This invitation link is not valid: it may have been used already, withdrawn or mistyped. Ask the owner for a new one.',
  invitationExpired: 'This invitation has expired (links last 72 hours). Ask the owner for a new one.',
  invitationGone: 'This invitation was already used or withdrawn.',
  challengeExpired: 'This request has expired or was already used. Please try again.',
  passkeyFailed: 'This passkey could not be verified for this site. Please try again, or use another sign-in.',
  passkeyUnknown: 'This passkey is not known here. Use the passkey you created for this site, or ask the owner for a new invitation.',
  codeInvalid: 'Invalid code.',
  notOnThisDay: 'Your access is limited to the event days: you cannot sign in today.',
  passwordSignInOff: 'Password sign-in is turned off. Sign in with your passkey.',
  lastOwner: 'This is the last owner: invite another owner before removing this one.',
  passwordOwner: 'The shared password’s account cannot be removed; turn password sign-in off instead.',
  needOwnerPasskey: 'Password sign-in can be turned off only once an owner has a passkey.',
  emailTaken: 'Someone on the team already has this e-mail address.',
};
