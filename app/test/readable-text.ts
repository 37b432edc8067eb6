// What a reader, a screen reader or a crawler reads of a server-rendered page: its text nodes and the attributes
// people read, entities decoded. Scripts, styles and drawings (`<svg>`, whose `<title>`s name shapes) are left out.
// React writes every attribute in double quotes and escapes `<`, `>` and quotes inside them, so tags split cleanly.

const unreadElements = /<(script|style|svg)\b[\s\S]*?<\/\1>/gi;
/** A comment, a doctype, or a tag, opening or closing (the groups: an opening tag's name and attributes). */
const markup = /<!--[\s\S]*?-->|<![^>]*>|<\/[^>]*>|<([a-zA-Z][\w-]*)\b([^>]*)>/g;
const attribute = /([^\s=]+)="([^"]*)"/g;
/** Read on any element: an image's text, an accessible name, a hint in a field, a tooltip, an option group's name. */
const readAttributes = new Set(["alt", "aria-label", "placeholder", "title", "label"]);
/** The `<meta>` a search result or a shared link shows. */
const readMeta = new Set([
  "description",
  "og:title",
  "og:description",
  "og:site_name",
  "og:image:alt",
  "twitter:title",
  "twitter:description",
  "twitter:image:alt",
]);
/** Buttons that show their `value` as their label. */
const buttonInputTypes = new Set(["submit", "button", "reset"]);

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return namedEntities[name] ?? entity;
  });
}

function readAttributesOf(element: string, attributes: string): string[] {
  const values = new Map([...attributes.matchAll(attribute)].map(([, name = "", value = ""]) => [name, value]));
  const read = [...values].filter(([name]) => readAttributes.has(name)).map(([, value]) => value);
  const name = element.toLowerCase();
  if (name === "meta" && readMeta.has(values.get("name") ?? values.get("property") ?? "")) {
    read.push(values.get("content") ?? "");
  }
  if (name === "input" && buttonInputTypes.has(values.get("type") ?? "")) read.push(values.get("value") ?? "");
  return read;
}

/** The page's readable pieces, each a text node or an attribute's value, in document order. */
export function readableTexts(html: string): string[] {
  const readable = html.replace(unreadElements, "");
  const pieces: string[] = [];
  let textStart = 0;
  for (const match of readable.matchAll(markup)) {
    pieces.push(readable.slice(textStart, match.index));
    pieces.push(...readAttributesOf(match[1] ?? "", match[2] ?? ""));
    textStart = match.index + match[0].length;
  }
  pieces.push(readable.slice(textStart));
  return pieces.map((piece) => decodeEntities(piece).replace(/\s+/g, " ").trim()).filter(Boolean);
}
