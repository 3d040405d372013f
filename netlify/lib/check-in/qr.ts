// QR codes drawn on the server (the check-in code in e-mails, on the personal page and the receipt).
import QRCode from 'qrcode';
import { signedCheckInPayload } from './check-in-code.ts';

/** The registration's signed check-in code as an SVG document (scales to any size, a few KB). */
export function checkInQrSvg(registrationId: string): Promise<string> {
  return QRCode.toString(signedCheckInPayload(registrationId), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The same code as a PNG (for PDFs and e-mail attachments). */
export function checkInQrPng(registrationId: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(signedCheckInPayload(registrationId), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width });
}
