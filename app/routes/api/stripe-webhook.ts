import { getServices } from "#app/lib/context.server.ts";
import { receiveStripeWebhook } from "#app/modules/billing/receive-stripe-webhook.server.ts";
import type { Route } from "./+types/stripe-webhook";

// POST /api/stripe/webhook: Stripe's signed events (ADR 011). Express leaves the body unparsed, so the
// module reads the exact bytes the signature covers. Stripe sends no Origin: the CSRF guard lets it in.

export function loader() {
  return new Response("Use POST.", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const { db, payments, logger } = getServices(context);
  const result = await receiveStripeWebhook({ db, payments, logger, request });
  if (result.status === 200) return Response.json(result.body);
  return new Response(result.message, { status: result.status, headers: { "Content-Type": "text/plain" } });
}
