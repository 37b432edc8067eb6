/** Who asks to change a listing: its owner may, and so may an administrator (docs/product/accounts.md, Roles). */
export interface ListingActor {
  id: string;
  /** For the audit log, when an administrator changes someone else's listing. */
  email: string;
  role: "user" | "admin";
}

export function mayChangeListing(actor: ListingActor, ownerId: string | null): boolean {
  return actor.role === "admin" || (ownerId !== null && ownerId === actor.id);
}

/** An administrator changing a listing that is not their own: the change is an audited admin action. */
export function isAdminActingForOwner(actor: ListingActor, ownerId: string | null): boolean {
  return actor.role === "admin" && ownerId !== actor.id;
}
