// A built page's markup as the page snapshots keep it: text, elements and attributes, one tag per
// line, without what changes on every build for no visible reason (script file hashes and the island
// ids derived from them, CSP hashes,
// the bodies of inline scripts and styles, the footer's build year).
export function pageMarkup(html: string): string {
  return html
    .replace(/(<style[^>]*>)[\s\S]*?<\/style>/g, '$1</style>')
    .replace(/(<script(?![^>]*application\/ld\+json)[^>]*>)[\s\S]*?<\/script>/g, '$1</script>')
    .replace(/\/_astro\/([\w.-]+?)\.[\w-]{8}\.(\w+)/g, '/_astro/$1.[hash].$2')
    .replace(/(<astro-island uid=")[\w-]+"/g, '$1[uid]"') // derived from the island's file hash
    .replace(/sha256-[A-Za-z0-9+/=]+/g, 'sha256-[hash]')
    .replace(/(<span data-current-year>)\d{4}/g, '$1[year]')
    .replace(/>\s*</g, '>\n<');
}
