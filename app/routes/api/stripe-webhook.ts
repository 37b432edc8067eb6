import { getServices } from "#app/lib/context.server.ts";
import { maxWebhookBodyBytes, receiveStripeWebhook } from "#app/modules/billing/receive-stripe-webhook.server.ts";
import { readRawBody } from "#app/modules/platform/read-input.server.ts";
import { failureReply, okJson, onlyPost, replyJson } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/stripe-webhook";

// POST /api/stripe/webhook: Stripe's signed events (ADR 011). Express leaves the body unparsed, so the
// reader hands over the exact bytes the signature covers. Stripe sends no Origin: the CSRF guard lets it in.

export function loader() {
  return onlyPost();
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return onlyPost();
  const { db, payments, logger } = getServices(context);
  const body = await readRawBody(request, { formats: ["json"], maxBytes: maxWebhookBodyBytes });
  if (!body.ok) return replyJson(body.failure);
  try {
    const signatureHeader = request.headers.get("stripe-signature");
    await receiveStripeWebhook({ db, payments, logger, rawBody: body.text, signatureHeader });
    return okJson();
  } catch (error) {
    return replyJson(failureReply(error));
  }
}
