// The /developers guide's markup, kept out of the page's data: as loader data it would travel twice in the page,
// once as HTML and again in the hydration data (about 260 KB of the page's 470). The loader renders it and leaves it
// here under the page's canonical address, where the server's render of the same request reads it back. In the
// browser nothing is here: a page loaded whole keeps the markup the server sent (React keeps an element's inner
// HTML as it hydrates), and a navigation in the page gets the markup with the loader's data.

const serverMarkup = new Map<string, string>();

/** Called by the loader, on the server, with the guide of the page at `address`. */
export function keepGuideMarkup(address: string, html: string): void {
  serverMarkup.set(address, html);
}

/** The guide of the page at `address` as the loader left it; undefined in the browser. */
export function guideMarkupOf(address: string): string | undefined {
  return serverMarkup.get(address);
}
