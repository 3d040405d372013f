// How the registrations table shows a list item (SPEC §3 admin list item). Pure, unit-tested.
import { formatAmount, formatUsd, parseAmount, type Cents } from '../../domain/money.ts';
import { levelName } from '../../data/levels.ts';

/** 'Player' when missing; a known level id is shown by its name. */
export const displayType = levelName;

/** A figure of the dashboard, "1,234"; a dash while it is not known. */
export const displayCount = (n: number | null | undefined): string => (n === null || n === undefined ? '–' : n.toLocaleString('en-US'));

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

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** "Nov 23, 2026, 1:30 PM" in the organizer's time zone; '–' when missing; unreadable text as sent. */
export function displayDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat.format(time);
}

/**
 * "Sep 25, 2026, 10:00 AM CDT" on the venue's clock (`timeZone`, the content's: the caller passes it,
 * so the screens that show no venue time load no content), for the times the organizer sets in the
 * venue's time (sales times, early-bird ends) and those the server names (the last announcement).
 */
export function displayVenueTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '–';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : venueFormat(timeZone).format(time);
}
const venueFormats = new Map<string, Intl.DateTimeFormat>();
function venueFormat(timeZone: string): Intl.DateTimeFormat {
  let format = venueFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    venueFormats.set(timeZone, format);
  }
  return format;
}

/** "$2,450.00", "−$2,450.00" for money sent back, "12.00 EUR" in another currency; '–' when missing. */
export function displayCents(cents: Cents | null | undefined, currency: string | null = 'USD'): string {
  if (cents === null || cents === undefined) return '–';
  const sign = cents < 0 ? '−' : '';
  const size = Math.abs(cents);
  return !currency || currency === 'USD' ? `${sign}${formatUsd(size)}` : `${sign}${formatAmount(size)} ${currency}`;
}

export const messages = {
  statsFailed: 'Failed to load registration statistics. Please try again.',
  downloadFailed: 'Failed to download Excel file. Please try again.',
  interestsDownloadFailed: 'Failed to download interests Excel file. Please try again.',
  listFailed: 'Failed to load registrations. Please try again.',
  paymentsFailed: 'Failed to load payments. Please try again.',
  deleteFailed: 'Failed to delete registration. Please try again.',
  recordPaymentFailed: 'Failed to record the payment. Please try again.',
  receiptFailed: 'Failed to download the receipt. Please try again.',
  salesLoadFailed: 'Failed to load the sales settings. Please try again.',
  salesSaveFailed: 'The save failed. Please try again.',
  downloaded: 'Excel file downloaded successfully!',
  interestsDownloaded: 'Interests Excel file downloaded successfully!',
  deleted: (id: string) => `Registration ${id} deleted successfully!`,
  invalidPassword: 'Invalid password',
  loginFailed: 'Login failed. Please try again.',
  passwordRequired: 'Admin password is required',
  confirmDelete: 'Are you sure you want to delete this registration? This action cannot be undone.',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;
