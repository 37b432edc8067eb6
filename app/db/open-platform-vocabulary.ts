// The open platform's words (docs/product/open-platform.md): what an API key may do, what an import and its rows
// come to, and the events a webhook is told of. Browser-safe: the settings and dashboard pages read them.

/** What an API key may do: read the public API, and create, change and remove its owner's listings. */
export const apiKeyScopes = ["read", "manage_listings"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** An inventory import: checked (the dry run), applying (its rows being written), applied, failed. */
export const inventoryImportStatuses = ["checked", "applying", "applied", "failed"] as const;
export type InventoryImportStatus = (typeof inventoryImportStatuses)[number];

/** What one row of an import does (dry run) or did (applied). */
export const importRowOutcomes = ["create", "update", "unchanged", "invalid"] as const;
export type ImportRowOutcome = (typeof importRowOutcomes)[number];

/** A photo an import fetches by its URL. */
export const photoFetchStatuses = ["waiting", "fetched", "failed"] as const;
export type PhotoFetchStatus = (typeof photoFetchStatuses)[number];

/** The events a webhook may ask for. */
export const webhookEvents = [
  "listing.published",
  "listing.updated",
  "listing.sold",
  "message.received",
  "offer.updated",
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** One delivery of one event to one endpoint. */
export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
