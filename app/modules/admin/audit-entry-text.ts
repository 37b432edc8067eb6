// How an audit entry reads on the admin page; shared by the server (tests) and the browser.
import type { AdminAuditAction, AdminAuditDetails } from "#app/db/admin-schema.ts";

export interface AdminAuditEntryView {
  id: number;
  actorEmail: string;
  action: AdminAuditAction;
  targetType: string;
  targetId: string | null;
  details: AdminAuditDetails;
  createdAt: Date;
}

const verbs: Record<AdminAuditAction, string> = {
  "listing.feature": "Featured listing",
  "listing.unfeature": "Unfeatured listing",
  "listing.delete": "Deleted listing",
  "listing.update": "Edited listing",
  "listing.dismiss_reports": "Dismissed the reports on listing",
  "listing.hide": "Hid listing",
  "listing.restore": "Restored listing",
  "newsletter.export": "Exported newsletter subscribers",
  "blog_post.create": "Published blog post",
  "blog_post.update": "Updated blog post",
  "blog_post.delete": "Deleted blog post",
};

/** 'Featured listing “2019 Sprinter 144”', 'Exported newsletter subscribers (12 rows)'. */
export function describeAuditEntry(entry: Pick<AdminAuditEntryView, "action" | "targetId" | "details">): string {
  const verb = verbs[entry.action] ?? entry.action;
  const { title, rows } = entry.details;
  if (typeof title === "string" && title.trim()) return `${verb} “${title.trim()}”`;
  if (typeof rows === "number") return `${verb} (${rows} ${rows === 1 ? "row" : "rows"})`;
  return entry.targetId ? `${verb} ${entry.targetId}` : verb;
}
