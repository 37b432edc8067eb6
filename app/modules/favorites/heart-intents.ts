// What a heart asks (docs/product/buyers-come-back.md, "Favorites"): browser-safe and without zod, for the heart on
// every listing card.

export const heartIntents = ["add", "remove"] as const;
export type HeartIntent = (typeof heartIntents)[number];
