// The one schema of an id wherever a request carries one (a URL segment, a query parameter, a form
// field): a UUID in its one spelling (app/lib/canonical-id.ts). Anything else is the field's own
// message, never a database error from a uuid column. Kept apart from canonical-id.ts, which pages
// without zod use.

import { canonicalIdPattern } from "./canonical-id.ts";
import { z } from "./zod.ts";

const canonicalId = new RegExp(`^${canonicalIdPattern}$`);

/**
 * An id in its canonical spelling; anything else fails with `message`: a message id (ADR 056), by default the site
 * shell's 'The link is not valid.' (app/lib imports no feature module, so not typed as one here).
 */
export function idSchema(message = "site-shell.link.invalid") {
  return z.string({ error: message }).regex(canonicalId, { error: message });
}
