// The check-in QR code in an e-mail: a PNG attached with a Content-ID, shown
// inline by the HTML part (most mail apps) and listed as an attachment by the others, plus a line
// in the text part. The organizer scans it at /admin/check-in.
import type { MailAttachment } from '../../../db/database.ts';
import { canSignCheckInCodes } from './check-in-code.ts';
import { checkInQrPng } from './qr.ts';
import type { QueuedMail } from '../platform/mail/outbox.ts';
import { escapeHtml, signatureStart } from '../platform/mail/frame.ts';

export const checkInQrCid = 'woop-check-in-qr';

export async function checkInQrAttachment(registrationId: string): Promise<MailAttachment> {
  return {
    filename: `woop-check-in-${registrationId}.png`,
    contentType: 'image/png',
    content: (await checkInQrPng(registrationId)).toString('base64'),
    encoding: 'base64',
    cid: checkInQrCid,
  };
}

export const checkInQrText = (registrationId: string): string =>
  `Your check-in code for ${registrationId} is attached (woop-check-in-${registrationId}.png): show it at the registration desk.`;

export function checkInQrHtml(registrationId: string): string {
  const id = escapeHtml(registrationId);
  return (
    `<h2 style="font-size:16px">Your check-in code</h2>` +
    `<p>Show this code at the registration desk (on your phone or printed).</p>` +
    `<p><img src="cid:${checkInQrCid}" width="200" height="200" alt="Check-in QR code for registration ${id}"></p>`
  );
}

/** Before the closing signature line of the mail frame's html() when it is there, else at the end of the body. */
function insertBeforeSignature(html: string, block: string): string {
  const signature = html.lastIndexOf(signatureStart);
  if (signature >= 0) return html.slice(0, signature) + block + html.slice(signature);
  return html.includes('</body>') ? html.replace('</body>', `${block}</body>`) : html + block;
}

/** The message with the registration's check-in code added (inline image, attachment, text line). */
export async function withCheckInQr(mail: QueuedMail, registrationId: string): Promise<QueuedMail> {
  // No signing secret on a deployed site: the mail goes without a code (netlify/lib/check-in/check-in-code.ts).
  if (!canSignCheckInCodes()) return mail;
  const html = insertBeforeSignature(mail.html, checkInQrHtml(registrationId));
  return {
    ...mail,
    text: `${mail.text}\n\n${checkInQrText(registrationId)}`,
    html,
    attachments: [...(mail.attachments ?? []), await checkInQrAttachment(registrationId)],
  };
}
