// The whole schema, one file per area, as drizzle-kit (drizzle.config.ts) and the database client read it.
export * from "./accounts-schema.ts";
export * from "./admin-schema.ts";
export * from "./auth-schema.ts";
export * from "./billing-schema.ts";
export * from "./blog-schema.ts";
export * from "./builders-schema.ts";
export * from "./conversations-schema.ts";
export * from "./favorites-schema.ts";
export * from "./listing-stats-schema.ts";
export * from "./listing-vocabulary.ts";
export * from "./listings-schema.ts";
export * from "./mail-schema.ts";
export * from "./media-schema.ts";
export * from "./moderation-schema.ts";
export * from "./newsletter-schema.ts";
export * from "./platform-schema.ts";
export * from "./saved-searches-schema.ts";
