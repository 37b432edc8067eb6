// Text for XML documents the site writes (the blog's RSS, the sitemaps, the Atom feeds): one escape, so no document
// can be broken by what a seller or an author typed.

/** Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const notXmlChar =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what is removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text made safe for an XML element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(notXmlChar, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
