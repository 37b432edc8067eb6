import { redirect } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { contactMessageSchema, fieldErrors } from "#app/modules/messaging/contact-message.schema.ts";
import { type ContactErrorCode, contactTexts } from "#app/modules/messaging/contact-texts.ts";
import {
  type SendContactMessageResult,
  sendContactMessage,
} from "#app/modules/messaging/send-contact-message.server.ts";
import { readSubmission } from "#app/modules/platform/read-submission.server.ts";
import type { Route } from "./+types/send-message";

// POST /api/send-message: JSON {listingId, firstName, lastName, email, phone, message} answers JSON;
// the contact panel's form post (before JavaScript) is sent back to the listing with the outcome.

export function loader() {
  return Response.json({ ok: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, notifyOutbox } = getServices(context);
  const submission = await readSubmission(request);
  if (!submission.ok) {
    return Response.json({ ok: false, message: submission.message }, { status: submission.status });
  }
  const parsed = contactMessageSchema.safeParse(submission.values);
  const isForm = submission.format === "form";
  if (!parsed.success) {
    const listingId = typeof submission.values.listingId === "string" ? submission.values.listingId : "";
    if (isForm && isUuid(listingId)) return backToListing(listingId, "invalid");
    return Response.json(
      { ok: false, message: contactTexts.invalid, errors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }

  const result = await sendContactMessage({
    db,
    baseUrl: env.BASE_URL,
    notifyOutbox,
    message: parsed.data,
    senderIp: request.headers.get(clientIpHeader) ?? "unknown",
  });
  if (isForm) return backToListing(parsed.data.listingId, result.status);
  return answer(result);
}

function answer(result: SendContactMessageResult): Response {
  switch (result.status) {
    case "sent":
    case "ignored":
      return Response.json({ ok: true, message: contactTexts.sent });
    case "listing-not-found":
      return Response.json({ ok: false, message: contactTexts.listingNotFound }, { status: 404 });
    case "seller-unavailable":
      return Response.json({ ok: false, message: contactTexts.sellerUnavailable }, { status: 409 });
    case "rate-limited":
      return Response.json(
        { ok: false, message: contactTexts.rateLimited },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
  }
}

/** Back to the panel on the listing page, which reads the outcome from the query string. */
function backToListing(listingId: string, outcome: SendContactMessageResult["status"] | ContactErrorCode) {
  const query = outcome === "sent" || outcome === "ignored" ? "sent=1" : `contactError=${outcome}`;
  return redirect(`/listing/${listingId}?${query}#contact`, 303);
}

function isUuid(value: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
