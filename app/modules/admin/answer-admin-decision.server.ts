import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type AppServices, getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import { requireAdminAccess } from "./admin-access.server.ts";
import type { AdminActor } from "./record-admin-action.server.ts";

/** Takes the decision the form asked for, as `actor`; the message that says it was done. */
export type AdminDecision<Input> = (input: Input, actor: AdminActor, services: AppServices) => Promise<MessageId>;

/**
 * The action of an admin page's decision forms (docs/product/admin.md, Access): the administrator (or the thrown
 * 401/403), the form read with `schema`, the decision taken, and the one reply either way: the decision's message, or
 * the form's or the use case's failure with what was sent.
 */
export async function answerAdminDecision<Schema extends z.ZodType>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  schema: Schema,
  decide: AdminDecision<z.output<Schema>>,
) {
  const admin = await requireAdminAccess(request, context);
  const input = await readInput(request, { schema });
  if (!input.ok) return replyData(input.failure);
  let message: MessageId;
  try {
    message = await decide(input.data, { id: admin.id, email: admin.email }, getServices(context));
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  const reply: FormReply = { ok: true, message, values: input.values };
  return reply;
}
