import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** The `{id}` of an operation's path, documented as a UUID; the handler answers 404 for an id that names nothing. */
export function idPathSchema(description: MessageId) {
  return z.object({ id: z.string().meta({ description, format: "uuid" }) });
}
