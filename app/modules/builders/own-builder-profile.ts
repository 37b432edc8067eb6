// The dashboard's view of a user's own builder profiles; browser-safe.

/** Status words (docs/product/builders.md): 'Expired' past expires_at, 'Inactive' when switched off. */
export type OwnBuilderStatus = "Active" | "Expired" | "Inactive";

/** One of the user's profiles as the dashboard lists it. */
export interface OwnBuilderProfile {
  id: string;
  businessName: string;
  location: string;
  image: string | null;
  status: OwnBuilderStatus;
  /** ISO 8601, so the row survives serialisation unchanged. */
  expiresAt: string;
}

export function ownBuilderStatus(
  row: { isActive: boolean; isApproved: boolean; expiresAt: Date },
  now = new Date(),
): OwnBuilderStatus {
  if (row.expiresAt <= now) return "Expired";
  if (!row.isActive || !row.isApproved) return "Inactive";
  return "Active";
}
