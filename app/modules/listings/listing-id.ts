// Browser-safe.
import { idSchema } from "#app/lib/id-schema.ts";

/**
 * A listing id as it appears in a URL or a form: a UUID in its one spelling (app/lib/canonical-id.ts). Another
 * spelling finds no listing; the root middleware has sent a page's visitor on to the canonical address.
 */
export const listingIdSchema = idSchema();
