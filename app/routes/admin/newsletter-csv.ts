// GET /admin/newsletter.csv[?status=subscribed|unsubscribed]: the subscriber list as a CSV download.
// Administrators only; each export is recorded in the audit log.
import { getServices } from "#app/lib/context.server.ts";
import { checkAdminAccess } from "#app/modules/admin/admin-access.server.ts";
import { exportNewsletterSubscribers } from "#app/modules/admin/export-newsletter-subscribers.server.ts";
import { newsletterSubscribersQuerySchema } from "#app/modules/admin/newsletter-subscribers.schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import type { Route } from "./+types/newsletter-csv";

const textHeaders = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  const access = await checkAdminAccess(request, context);
  if (!access.ok) {
    const message = access.refusal.reason === "denied" ? access.refusal.message : "admin.signInPrompt";
    return new Response(t(message as MessageId), { status: access.status, headers: textHeaders });
  }
  const query = readQuery(request, newsletterSubscribersQuerySchema);
  if (!query.ok) {
    const { message } = query.failure.reply;
    return new Response(message && t(message as MessageId), { status: query.failure.status, headers: textHeaders });
  }
  const { db, logger } = getServices(context);
  const chunks = await exportNewsletterSubscribers({
    db,
    actor: { id: access.user.id, email: access.user.email },
    status: query.data.status,
  });
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error({ err: error }, "newsletter export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${date}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
