// Structured data (JSON-LD) goes into the page inside <script type="application/ld+json">, and it
// holds content text (the event and venue names). JSON.stringify leaves "</script>" and "<!--" as
// they are, so such a text would end the element and start markup of its own. Escaped as \u003c etc.
// it is the same JSON to a reader and cannot leave the element; U+2028/2029 are escaped for the
// readers that still treat them as line ends.
const unsafe = /[<>&\u2028\u2029]/g;

/** The JSON text of `value`, safe to write between <script type="application/ld+json"> and </script>. */
export function jsonLdScriptText(value: unknown): string {
  return JSON.stringify(value).replace(unsafe, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
