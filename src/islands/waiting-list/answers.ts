// What the waiting list's answers say to the visitor, read from the server's bodies (pure, so the
// join form and the offer link read them alike and unit tests check them), and the offer link's
// reading and call. Loaded with the join form, or when a link carries an offer: never with a page as such.
import { ApiError, readMessage } from '../../api/fetcher.ts';
import { fetchOffer } from '../../api/waiting-list.ts';
import type { SaleKind } from '../../domain/live-facts.ts';
import { offerLinkInvalidMessage, type OfferView } from '../../domain/waiting-list/contract.ts';
import { offerLinkPath, offerTokenFromHash } from '../../domain/waiting-list/offer-link.ts';
import { waitingListTexts } from './texts.ts';

/** A refusal's text: the API's `message` (the site's error body), else an `error` field. */
export function refusalText(body: unknown): string | undefined {
  const { message } = readMessage(body);
  if (message) return message;
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error ? error : undefined;
}

export type JoinOutcome =
  | { kind: 'joined'; message: string }
  | { kind: 'refused'; message: string; errors: Record<string, string> };

/** POST /api/waiting-list answered 200: its message. */
export function joinedOutcome(body: unknown): JoinOutcome {
  const message = readMessage(body).message;
  return message ? { kind: 'joined', message } : { kind: 'refused', message: waitingListTexts.failed, errors: {} };
}

/** POST /api/waiting-list failed: the server's words (field errors, a limit's wait) or ours. */
export function joinRefusal(error: unknown): JoinOutcome {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'refused', message: waitingListTexts.failed, errors: {} };
  return { kind: 'refused', message: refusalText(error.body) ?? waitingListTexts.failed, errors: readMessage(error.body).errors ?? {} };
}

export type OfferLink = { kind: 'none' } | { kind: 'open'; token: string; offer: OfferView } | { kind: 'refused'; message: string };

/** GET /api/waiting-list/offer answered: the offer, or why it cannot be used (404 not valid, 410 ended, 429 a limit). */
export function offerOutcome(token: string, status: number, body: unknown): OfferLink {
  const offer = status === 200 ? parseOfferView(body) : null;
  if (offer) return { kind: 'open', token, offer };
  const known = status >= 400 && status < 500 ? refusalText(body) : undefined;
  return { kind: 'refused', message: known ?? waitingListTexts.offerFailed };
}

/** Asks for the offer a link names and reads the answer. */
export async function openOffer(token: string): Promise<OfferLink> {
  const { status, body } = await fetchOffer(token);
  return offerOutcome(token, status, body);
}

/** An offer for an item another page sells: the link to open there instead. */
export type OfferLinkOutcome = OfferLink | { kind: 'elsewhere'; path: string };

/**
 * The offer a location hash carries, on a page selling items of the kinds `sells`: a token cut
 * short or mangled by a mail client is refused without asking the server; an offer for another
 * kind of item is sent to the page that sells it.
 */
export async function openOfferLink(hash: string, sells: readonly SaleKind[]): Promise<OfferLinkOutcome> {
  const token = offerTokenFromHash(hash);
  if (!token) return { kind: 'refused', message: offerLinkInvalidMessage };
  const link = await openOffer(token);
  return link.kind === 'open' && !sells.includes(link.offer.kind) ? { kind: 'elsewhere', path: offerLinkPath(link.offer.kind, token) } : link;
}

/** The answer of GET /api/waiting-list/offer, checked by hand against the contract's OfferView. */
export function parseOfferView(body: unknown): OfferView | null {
  if (typeof body !== 'object' || body === null) return null;
  const o = body as Record<string, unknown>;
  const texts = ['itemId', 'itemName', 'name', 'email', 'until', 'untilLabel'] as const;
  if (!texts.every((k) => typeof o[k] === 'string')) return null;
  if (o.kind !== 'player' && o.kind !== 'room' && o.kind !== 'sponsor') return null;
  const rooms = Array.isArray(o.rooms) ? o.rooms.filter((r): r is string => typeof r === 'string') : [];
  return {
    itemId: o.itemId as string,
    itemName: o.itemName as string,
    kind: o.kind,
    name: o.name as string,
    email: o.email as string,
    rooms,
    until: o.until as string,
    untilLabel: o.untilLabel as string,
  };
}
