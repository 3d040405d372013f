// A PDF answered as a download (the receipt, the invoice).

/** The file names are ours (registration id, receipt number): plain ASCII, safe in the header. */
export function pdfResponse(file: { filename: string; pdf: Uint8Array }): Response {
  return new Response(Buffer.from(file.pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
