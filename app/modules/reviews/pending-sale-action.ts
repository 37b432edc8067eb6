// Browser-safe.
import type { NamedPerson } from "./party-name.ts";

/** Something a party of a sale has to do on /sale/{id}: confirm the purchase (the buyer), or write their review. */
export interface PendingSaleAction {
  kind: "confirm" | "review";
  saleId: string;
  listingTitle: string;
  /** The other party: the one to review. */
  other: NamedPerson;
}
