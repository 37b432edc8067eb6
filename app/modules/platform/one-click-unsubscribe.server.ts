import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { linkToken } from "./link-token.server.ts";
import { readInput } from "./read-input.server.ts";
import { failureReply, replyData } from "./reply.server.ts";

/**
 * The page's button posts nothing; a mail provider posts `List-Unsubscribe=One-Click` (RFC 8058), as a
 * form or multipart. The token in the address decides; the body is read only to be refused if odd.
 */
const oneClickInputSchema = z.object({ "List-Unsubscribe": z.string().optional() });

/**
 * The POST of an unsubscribe link (`…/unsubscribe?token=…`) of the newsletter, price-drop and saved-search mails:
 * no session, the token decides; `unsubscribe` turns the mails off and answers the message to show, or throws
 * an AppError (an unknown token).
 */
export async function answerOneClickUnsubscribe(request: Request, unsubscribe: (token: string) => Promise<string>) {
  const token = linkToken(request);
  const input = await readInput(request, { schema: oneClickInputSchema, formats: ["form", "multipart"] });
  if (!input.ok) return replyData(input.failure);
  try {
    const reply: FormReply = { ok: true, message: await unsubscribe(token) };
    return reply;
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}
