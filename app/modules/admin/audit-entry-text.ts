// How an audit entry reads on the admin page; shared by the server (tests) and the browser.
import type { AdminAuditAction, AdminAuditDetails } from "#app/db/admin-schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

export interface AdminAuditEntryView {
  id: number;
  actorEmail: string;
  action: AdminAuditAction;
  targetType: string;
  targetId: string | null;
  details: AdminAuditDetails;
  createdAt: Date;
}

const actions: Record<AdminAuditAction, MessageId> = {
  "listing.feature": "admin.audit.action.listingFeature",
  "listing.unfeature": "admin.audit.action.listingUnfeature",
  "listing.delete": "admin.audit.action.listingDelete",
  "listing.update": "admin.audit.action.listingUpdate",
  "listing.dismiss_reports": "admin.audit.action.listingDismissReports",
  "listing.hide": "admin.audit.action.listingHide",
  "listing.restore": "admin.audit.action.listingRestore",
  "listing.clear_integrity_flags": "admin.audit.action.listingClearIntegrityFlags",
  "review.remove": "admin.audit.action.reviewRemove",
  "review.dismiss_reports": "admin.audit.action.reviewDismissReports",
  "question.remove": "admin.audit.action.questionRemove",
  "question.dismiss_reports": "admin.audit.action.questionDismissReports",
  "newsletter.export": "admin.audit.action.newsletterExport",
  "blog_post.create": "admin.audit.action.blogPostCreate",
  "blog_post.update": "admin.audit.action.blogPostUpdate",
  "blog_post.delete": "admin.audit.action.blogPostDelete",
};

/** 'Featured listing “2019 Sprinter 144”', 'Exported newsletter subscribers (12 rows)', in the translator's language. */
export function describeAuditEntry(
  entry: Pick<AdminAuditEntryView, "action" | "targetId" | "details">,
  { t }: Pick<Translator, "t">,
): string {
  const id = actions[entry.action];
  const action = id ? t(id) : entry.action;
  const { title, rows } = entry.details;
  if (typeof title === "string" && title.trim()) return t("admin.audit.titled", { action, title: title.trim() });
  if (typeof rows === "number") return t("admin.audit.rows", { action, rows });
  return entry.targetId ? t("admin.audit.target", { action, target: entry.targetId }) : action;
}
