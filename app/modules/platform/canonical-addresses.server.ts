// One spelling per address (docs/product/site-shell.md, "One spelling per address"), decided here, once, for
// every route of app/routes.ts, before any loader, action or resource route does any work. An id in an
// address in another spelling than its canonical one (an upper-case UUID) is sent on to the canonical
// address when the address is a page, and refused with 404 when it names a file (`/social/listing/{id}.jpg`),
// which only the site's own tags name. /media, outside React Router, refuses such ids itself (media-urls.ts).
import { type MiddlewareFunction, redirect } from "react-router";
import { hasId, withCanonicalIds } from "#app/lib/canonical-id.ts";

export interface CanonicalAddress {
  /** The path with every id spelled canonically, encoded as an address. */
  path: string;
  /** Whether the address names a file (its last segment has an extension): 404 rather than a redirect. */
  isFile: boolean;
}

/** The canonical spelling of `pathname` (encoded, as a URL has it), or null when it already is canonical. */
export function canonicalAddressOf(pathname: string): CanonicalAddress | null {
  let isRespelled = false;
  const segments = pathname.split("/").map((segment) => {
    const decoded = decodedSegment(segment);
    // Only a segment holding an id has a spelling to keep; any other stays as it was written.
    if (decoded === null || !hasId(decoded)) return segment;
    // An upper-case id, and a percent-encoded one ('%41' for 'A'), are other spellings of the same address.
    const canonical = encodeURIComponent(withCanonicalIds(decoded));
    if (canonical === segment) return segment;
    isRespelled = true;
    return canonical;
  });
  if (!isRespelled) return null;
  return { path: segments.join("/"), isFile: /\.[a-z0-9]+$/i.test(segments.at(-1) ?? "") };
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const dataSuffix = ".data";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * Root middleware (app/root.tsx), ahead of the session lookup: an address in another spelling costs one
 * comparison of its path, never a query, a render or a stored file.
 */
export const canonicalAddressMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  const url = new URL(request.url);
  // A client-side navigation asks for the page's data at `{path}.data`: it is sent on to the page's address.
  const isDataRequest = url.pathname.endsWith(dataSuffix);
  const canonical = canonicalAddressOf(isDataRequest ? url.pathname.slice(0, -dataSuffix.length) : url.pathname);
  if (!canonical) return next();
  if (canonical.isFile) return notFound();
  url.searchParams.delete("_routes");
  // 308: permanent, as 301, and a form posted to the old spelling is posted again, not turned into a GET.
  throw redirect(canonical.path + url.search, 308);
};
