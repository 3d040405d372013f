// Draws a receipt or an invoice as a one-page PDF with pdf-lib (pure JavaScript: it bundles into a
// Netlify Function with nothing to read from disk; the 14 standard PDF fonts need no embedding).
// What the document says is decided in src/domain/receipt.ts and ./documents.ts; this is layout.
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { formatUsd } from '../../../src/domain/money.ts';
import type { DocumentLine } from '../../../src/domain/receipt.ts';

export interface PdfParty {
  name: string;
  lines: string[];
}

export interface PdfDocumentSpec {
  kind: 'receipt' | 'invoice';
  /** "Receipt No. 2026-0042" or "Invoice No. INV-WOOP-…". */
  numberLabel: string;
  number: string;
  /** "September 1, 2026" */
  dateLabel: string;
  date: string;
  from: PdfParty;
  billTo: PdfParty;
  /** Label/value pairs under the parties: registration ID, level, rooms ... */
  facts: [string, string][];
  lines: DocumentLine[];
  totalLabel: string;
  totalCents: number;
  /** Label/value pairs under the total: paid at, method, reference ... */
  payment: [string, string][];
  /** Paragraphs at the foot (how to pay, non-refundable note). */
  notes: string[];
  /** The check-in QR code (PNG), with its caption. */
  qr?: { png: Uint8Array; caption: string };
  title: string;
  author: string;
}

const pageSize: [number, number] = [612, 792]; // US Letter, points
const margin = 54;

interface Colors {
  ink: RGB;
  muted: RGB;
  rule: RGB;
}

/** Text the standard font can draw: anything outside its (WinAnsi) set becomes '?'; no control characters. */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' '))
    .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

/** Splits text into lines no wider than `width` (a word longer than a line is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

class Writer {
  y = pageSize[1] - margin;
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly colors: Colors;
  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont, colors: Colors) {
    this.page = page;
    this.regular = regular;
    this.bold = bold;
    this.colors = colors;
  }

  text(text: string, options: { x?: number; size?: number; bold?: boolean; color?: RGB; width?: number; gap?: number } = {}): void {
    const { x = margin, size = 10, color = this.colors.ink, width = pageSize[0] - margin - x, gap = 3 } = options;
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrap(font, size, drawable(font, text), width)) {
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= gap;
    }
  }

  /** Text ending at `right` on the current baseline (amounts). */
  rightAligned(text: string, right: number, y: number, size = 10, bold = false): void {
    const font = bold ? this.bold : this.regular;
    const clean = drawable(font, text);
    this.page.drawText(clean, { x: right - font.widthOfTextAtSize(clean, size), y, size, font, color: this.colors.ink });
  }

  line(): void {
    this.y -= 6;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: pageSize[0] - margin, y: this.y }, thickness: 0.75, color: this.colors.rule });
    this.y -= 10;
  }

  space(points: number): void {
    this.y -= points;
  }
}

export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  // pdf-lib is loaded when a function first draws a document, not when it starts: of the functions
  // that can draw one, most requests draw none (a pending registration, a refused payment, the
  // personal page's other calls).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const colors: Colors = { ink: rgb(0.1, 0.1, 0.1), muted: rgb(0.35, 0.35, 0.35), rule: rgb(0.75, 0.75, 0.75) };
  const { muted } = colors;
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setAuthor(spec.author);
  doc.setCreator(spec.author);
  doc.setProducer('WOOP website');
  const page = doc.addPage(pageSize);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), colors);
  const right = pageSize[0] - margin;
  const column = 330;

  // Heading: the document's kind and number on the right, the organizer on the left.
  const top = w.y;
  w.text(spec.kind === 'receipt' ? 'RECEIPT' : 'INVOICE', { x: column, size: 20, bold: true, gap: 8 });
  w.text(`${spec.numberLabel}: ${spec.number}`, { x: column, bold: true });
  w.text(`${spec.dateLabel}: ${spec.date}`, { x: column });
  const headingBottom = w.y;
  w.y = top;
  w.text(spec.from.name, { size: 13, bold: true, width: column - margin - 12, gap: 5 });
  for (const line of spec.from.lines) w.text(line, { color: muted, width: column - margin - 12 });
  w.y = Math.min(w.y, headingBottom);
  w.line();

  // Billed to, and the registration's facts.
  const partiesTop = w.y;
  w.text(spec.kind === 'receipt' ? 'Received from' : 'Bill to', { bold: true, color: muted, size: 9 });
  w.text(spec.billTo.name, { bold: true, width: column - margin - 12 });
  for (const line of spec.billTo.lines) w.text(line, { width: column - margin - 12 });
  const billBottom = w.y;
  w.y = partiesTop;
  for (const [label, value] of spec.facts) {
    w.text(label, { x: column, bold: true, color: muted, size: 9, gap: 1 });
    w.text(value, { x: column });
  }
  w.y = Math.min(w.y, billBottom);
  w.line();

  // The lines and the total.
  w.text('Description', { bold: true, color: muted, size: 9, gap: 0 });
  w.rightAligned('Amount', right, w.y, 9, true);
  w.space(6);
  for (const item of spec.lines) {
    const before = w.y;
    w.text(item.description, { width: right - margin - 110 });
    w.rightAligned(item.amountCents < 0 ? `-${formatUsd(-item.amountCents)}` : formatUsd(item.amountCents), right, before - 10);
  }
  w.line();
  w.text(spec.totalLabel, { bold: true, size: 12, gap: 0 });
  w.rightAligned(formatUsd(spec.totalCents), right, w.y, 12, true);
  w.space(12);

  for (const [label, value] of spec.payment) w.text(`${label}: ${value}`);
  if (spec.payment.length > 0) w.space(6);

  if (spec.qr) {
    const image = await doc.embedPng(spec.qr.png);
    const size = 110;
    w.y -= size;
    page.drawImage(image, { x: margin, y: w.y, width: size, height: size });
    page.drawText(drawable(w.regular, spec.qr.caption), { x: margin + size + 12, y: w.y + size / 2, size: 10, font: w.regular, color: muted });
    w.space(12);
  }

  for (const note of spec.notes) {
    w.text(note, { color: muted, size: 9, gap: 3 });
    w.space(4);
  }
  return doc.save();
}
