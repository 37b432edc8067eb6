import { redirect } from "react-router";
import { appErrorStatus } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { submittedValue } from "#app/lib/form-reply.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { contactMessageSchema } from "#app/modules/messaging/contact-message.schema.ts";
import { type ContactErrorCode, contactTexts } from "#app/modules/messaging/contact-texts.ts";
import { sendContactMessage } from "#app/modules/messaging/send-contact-message.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, type InputFailure, okJson, onlyPost, replyJson } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/send-message";

// POST /api/send-message: JSON {listingId, firstName, lastName, email, phone, message} answers JSON;
// the contact panel's form post (before JavaScript) is sent back to the listing with the outcome.

export const loader = onlyPost;

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, notifyOutbox } = getServices(context);
  const input = await readInput(request, { schema: contactMessageSchema, invalidMessage: contactTexts.invalid });
  const isForm = input.format === "form";
  const fail = (failure: InputFailure, listingId: string | undefined) =>
    isForm ? backToListing(listingId, failure) : replyJson(failure);
  if (!input.ok) return fail(input.failure, submittedValue(input.failure.reply, "listingId"));
  try {
    await sendContactMessage({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      message: input.data,
      senderIp: request.headers.get(clientIpHeader) ?? "unknown",
    });
  } catch (error) {
    return fail(failureReply(error, input.values), input.data.listingId);
  }
  // A filled honeypot is answered like a success: the bot learns nothing.
  return isForm ? redirect(`/listing/${input.data.listingId}?sent=1#contact`, 303) : okJson(contactTexts.sent);
}

/** The `?contactError=` the listing's panel has words for, by the failure's status. */
const contactErrorOf = new Map<number, ContactErrorCode>([
  [appErrorStatus.invalid, "invalid"],
  [appErrorStatus["not-found"], "listing-not-found"],
  [appErrorStatus.conflict, "seller-unavailable"],
  [appErrorStatus["rate-limited"], "rate-limited"],
]);

/**
 * Back to the panel on the listing page, which reads the outcome from the query string; without a
 * listing to return to, or for a failure the panel has no words for, the failure itself.
 */
function backToListing(listingId: string | undefined, failure: InputFailure) {
  const outcome = contactErrorOf.get(failure.status);
  if (!outcome || !contactMessageSchema.shape.listingId.safeParse(listingId).success) return replyJson(failure);
  return redirect(`/listing/${listingId}?contactError=${outcome}#contact`, 303);
}
