// QR codes drawn on the server (the check-in code in e-mails, on the personal page and the receipt).
// qrcode is loaded when a function first draws one, not when it starts: only a paid registration
// has a code to show.
import { signedCheckInPayload } from './check-in-code.ts';

const qrcode = async () => (await import('qrcode')).default;

/** The registration's signed check-in code as an SVG document (scales to any size, a few KB). */
export async function checkInQrSvg(registrationId: string): Promise<string> {
  return (await qrcode()).toString(signedCheckInPayload(registrationId), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The same code as a PNG (for PDFs and e-mail attachments). */
export async function checkInQrPng(registrationId: string, width = 240): Promise<Buffer> {
  return (await qrcode()).toBuffer(signedCheckInPayload(registrationId), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width });
}
