// The text of a PDF (receipts, invoices), as a reader's copy-paste would give it.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
