/** The pages that list the owner's listings, where their buttons lead back to (docs/product/selling.md). */
export const ownListingsPaths = ["/my-listings", "/dashboard"] as const;
export type OwnListingsPath = (typeof ownListingsPaths)[number];

/** The request's `returnTo` when it is one of those pages, else My Listings (never an address from outside). */
export function ownListingsReturnPath(request: Request): OwnListingsPath {
  const asked = new URL(request.url).searchParams.get("returnTo");
  return ownListingsPaths.find((path) => path === asked) ?? "/my-listings";
}
