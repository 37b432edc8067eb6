import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Database } from "#app/db/client.server.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import { requireAdminAccess } from "./admin-access.server.ts";

export interface AdminQueueRules<Schema extends z.ZodType, Page> {
  /** The page's <title>. */
  title: MessageId;
  /** Its address: the page of the queue. */
  querySchema: Schema;
  listPage: (db: Database, query: z.output<Schema>) => Promise<Page>;
}

/**
 * The loader of an admin queue with nothing but pages (docs/product/admin.md, Access): the administrator (or the
 * thrown 401/403), the title, and the page its address names; a bad address shows no list, with its message (400).
 */
export async function loadAdminQueue<Schema extends z.ZodType, Page>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  { title: titleId, querySchema, listPage }: AdminQueueRules<Schema, Page>,
) {
  await requireAdminAccess(request, context);
  const title = requestTranslator(request).t(titleId);
  const query = readQuery(request, querySchema);
  if (!query.ok) return pageWithQueryFailure(query.failure, { title, page: null });
  const page = await listPage(getServices(context).db, query.data);
  return { title, page, queryFailure: null };
}
