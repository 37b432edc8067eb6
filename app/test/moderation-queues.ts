// The administrator's listing queues (/admin/reports, /admin/integrity) driven through their route modules, and what
// moderation leaves behind: a listing's visibility and the audit log's latest entry.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Database } from "#app/db/client.server.ts";
import { adminAuditLog, type listingIntegrityFlags, type listingReports, listings } from "#app/db/schema.ts";
import { describeAuditEntry } from "#app/modules/admin/audit-entry-text.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { TestAccount } from "./accounts.ts";
import { formRequest, pageRequest, routeArgs, settle } from "./route-args.ts";
import { englishOutcome as inEnglish } from "./translator.tsx";

interface QueueRouteModule<LoaderArgs, ActionArgs> {
  loader(args: LoaderArgs): unknown;
  action(args: ActionArgs): unknown;
}

/**
 * The queue page at `path` and its decisions on a listing, their outcome in English: as the bed's administrator
 * unless `cookie` says otherwise (null: a visitor without a session).
 */
export function listingQueueRoute<LoaderArgs, ActionArgs>(
  bed: { readonly context: RouterContextProvider; readonly accounts: { readonly admin: TestAccount } },
  path: string,
  { loader, action }: QueueRouteModule<LoaderArgs, ActionArgs>,
) {
  const queue = async (query = "", cookie: string | null = bed.accounts.admin.cookie) =>
    inEnglish(
      await settle(() =>
        loader(routeArgs<LoaderArgs>(pageRequest(`${path}${query}`, cookie ?? undefined), bed.context)),
      ),
    );
  const decide = async (intent: string, listingId: string, cookie: string | null = bed.accounts.admin.cookie) =>
    inEnglish(
      await settle(() =>
        action(routeArgs<ActionArgs>(formRequest(path, { intent, listingId }, cookie ?? undefined), bed.context)),
      ),
    );
  return { queue, decide };
}

/** Whether the listing is public, and why not. */
export async function listingVisibility(db: Database, listingId: string) {
  const [row] = await db
    .select({ isApproved: listings.isApproved, moderationState: listings.moderationState })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** The statuses of what a queue holds on the listing (its reports, its integrity flags), sorted. */
export async function queuedStatuses(
  db: Database,
  table: typeof listingReports | typeof listingIntegrityFlags,
  listingId: string,
): Promise<string[]> {
  const rows = await db.select({ status: table.status }).from(table).where(eq(table.listingId, listingId));
  return rows.map((row) => row.status).sort();
}

/** The audit log's latest entry, and its line in English as the audit log shows it. */
export async function latestAuditEntry(db: Database) {
  const [entry] = await db
    .select()
    .from(adminAuditLog)
    .orderBy(adminAuditLog.id)
    .limit(1)
    .offset((await db.$count(adminAuditLog)) - 1);
  return entry ? { text: describeAuditEntry(entry, translatorFor("en-US")), entry } : null;
}
