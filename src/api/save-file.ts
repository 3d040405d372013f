// Saves a file the browser fetched (a receipt, an invoice, an export) under its name.

/** The file name in a Content-Disposition header, else `fallback`. */
export function filenameOf(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/** A link with `download`, clicked; the object URL is released once the download has started. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
