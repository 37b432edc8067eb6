// The endpoints Express answers itself, ahead of React Router. The HTTP app mounts exactly these and
// the fuzz suite reads this list, so a new one is fuzzed without anyone adding it there.

export interface ExpressEndpoint {
  method: "GET";
  /** Express path pattern (`:name` segments). */
  path: string;
}

export const expressEndpoints = {
  mediaFile: { method: "GET", path: "/media/:id/:file" },
  mediaOriginal: { method: "GET", path: "/media/:id" },
  listingPage: { method: "GET", path: "/api/listings" },
  featuredPage: { method: "GET", path: "/api/featured" },
  landingPage: { method: "GET", path: "/api/campers" },
} as const satisfies Record<string, ExpressEndpoint>;
