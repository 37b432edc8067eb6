import { z } from "#app/lib/zod.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";

/** The pages that list the owner's listings, where their buttons lead back to (docs/product/selling.md). */
export const ownListingsPaths = ["/my-listings", "/dashboard"] as const;
export type OwnListingsPath = (typeof ownListingsPaths)[number];

const returnToQuerySchema = z.object({ returnTo: z.string().optional() });

/** The request's `returnTo` when it is one of those pages, else My Listings (never an address from outside). */
export function ownListingsReturnPath(request: Request): OwnListingsPath {
  const query = readQuery(request, returnToQuerySchema);
  const asked = query.ok ? query.data.returnTo : undefined;
  return ownListingsPaths.find((path) => path === asked) ?? "/my-listings";
}
