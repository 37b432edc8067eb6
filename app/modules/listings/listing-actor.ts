/** Who asks to change a listing: its owner may, and so may an administrator (DESIGN §4 Roles). */
export interface ListingActor {
  id: string;
  role: "user" | "admin";
}

export function mayChangeListing(actor: ListingActor, ownerId: string | null): boolean {
  return actor.role === "admin" || (ownerId !== null && ownerId === actor.id);
}
