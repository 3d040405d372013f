// How the registrations table shows a list item (SPEC §3 admin list item). Pure, unit-tested.
import { formatUsd, parseAmount } from '../../domain/money.ts';
import { getRegistrationLevels, getSponsorLevels } from '../../domain/levels.ts';

const levelNames = new Map<string, string>(
  [...getRegistrationLevels(), ...getSponsorLevels()].map((level) => [level.id, level.name]),
);

/** 'Player' when missing; a known level id is shown by its name. */
export function displayType(registrationType: string | null | undefined): string {
  if (!registrationType) return 'Player';
  return levelNames.get(registrationType) ?? registrationType;
}

/** "$2,450.00"; "$0" when missing; unparseable text is shown as stored. */
export function displayAmount(amount: string | null | undefined): string {
  if (!amount) return '$0';
  const cents = parseAmount(amount);
  return cents === null ? amount : formatUsd(cents);
}

/** registered / canceled, anything else Unknown. */
export function displayStatus(status: string | null | undefined): 'registered' | 'canceled' | 'Unknown' {
  return status === 'registered' || status === 'canceled' ? status : 'Unknown';
}

export function displayPaymentStatus(paymentStatus: string | null | undefined): string {
  return paymentStatus || 'Unknown';
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
export const displayTime = (date: Date): string => timeFormat.format(date);

export const messages = {
  statsFailed: 'Failed to load registration statistics. Please try again.',
  downloadFailed: 'Failed to download Excel file. Please try again.',
  interestsDownloadFailed: 'Failed to download interests Excel file. Please try again.',
  listFailed: 'Failed to load registrations. Please try again.',
  deleteFailed: 'Failed to delete registration. Please try again.',
  downloaded: 'Excel file downloaded successfully!',
  interestsDownloaded: 'Interests Excel file downloaded successfully!',
  deleted: (id: string) => `Registration ${id} deleted successfully!`,
  invalidPassword: 'Invalid password',
  loginFailed: 'Login failed. Please try again.',
  passwordRequired: 'Admin password is required',
  confirmDelete: 'Are you sure you want to delete this registration? This action cannot be undone.',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;
