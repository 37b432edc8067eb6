// The head of a server-rendered document, as the browser gets it (ADR 082).
/**
 * React hoists the module preloads of React Router's `<Scripts>` to the top of the head. They made the browser fetch
 * and compile a page's twenty scripts while it was still parsing the page, so its first paint waited for them (on a
 * phone's network, for the framework's 100 KB). Without them the scripts are found by the page's module script at
 * the end of the body, after the page is painted; React adds the preloads back to the head when it hydrates.
 */
const modulePreloadLink = /<link rel="modulepreload"[^>]*>/g;
const headEnd = "</head>";

/** The document without the module preloads of its head (the body is left as it is). */
export function withoutModulePreloads(html: string): string {
  const end = html.indexOf(headEnd);
  if (end === -1) return html;
  return html.slice(0, end).replace(modulePreloadLink, "") + html.slice(end);
}

/**
 * The same on the document's bytes, as the pieces to send in order: the head rewritten, then a view of the rest (not a
 * copy: a page is ~150 KB, copied for nothing on every render). Only the head is read as text: `</head>` is ASCII, so
 * it never splits a character, and the body's bytes go out as they came.
 */
export function documentWithoutModulePreloads(bytes: Buffer<ArrayBuffer>): Buffer<ArrayBuffer>[] {
  const end = bytes.indexOf(headEnd);
  if (end === -1) return [bytes];
  const head = bytes.subarray(0, end).toString("utf8").replace(modulePreloadLink, "");
  return [Buffer.from(head, "utf8"), bytes.subarray(end)];
}
