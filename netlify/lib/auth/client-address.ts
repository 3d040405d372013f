// Which client is signing in, for the rate limit. On Netlify the edge sets x-nf-client-connection-ip
// (a client cannot forge it); Context.ip is the runtime's view; x-forwarded-for is the last resort
// (its first entry can be forged, so it is only used when neither of the others is available).
export function clientAddress(req: Request, ctx?: { ip?: string }): string {
  const netlify = req.headers.get('x-nf-client-connection-ip')?.trim();
  if (netlify) return netlify;
  if (ctx?.ip) return ctx.ip;
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
