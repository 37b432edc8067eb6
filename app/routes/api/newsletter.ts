import { redirect } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { safeRedirectTarget } from "#app/modules/accounts/safe-redirect.ts";
import { newsletterSignupSchema } from "#app/modules/newsletter/newsletter.schema.ts";
import { type NewsletterOutcome, newsletterTexts } from "#app/modules/newsletter/newsletter-texts.ts";
import { subscribeToNewsletter } from "#app/modules/newsletter/subscribe-to-newsletter.server.ts";
import { readSubmission } from "#app/modules/platform/read-submission.server.ts";
import type { Route } from "./+types/newsletter";

// POST /api/newsletter: JSON {email} answers JSON {ok, message}; the newsletter box's form post
// (before JavaScript) goes back to the page it came from with the outcome in `?newsletter=`.

export function loader() {
  return Response.json({ ok: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, notifyOutbox } = getServices(context);
  const submission = await readSubmission(request);
  if (!submission.ok) {
    return Response.json({ ok: false, message: submission.message }, { status: submission.status });
  }
  const isForm = submission.format === "form";
  const returnTo = typeof submission.values.returnTo === "string" ? submission.values.returnTo : undefined;
  const parsed = newsletterSignupSchema.safeParse(submission.values);
  if (!parsed.success) {
    if (isForm) return backTo(returnTo, "invalid");
    return Response.json(
      { ok: false, message: newsletterTexts.invalidEmail, errors: { email: newsletterTexts.invalidEmail } },
      { status: 400 },
    );
  }

  const result = await subscribeToNewsletter({
    db,
    baseUrl: env.BASE_URL,
    notifyOutbox,
    email: parsed.data.email,
    clientIp: request.headers.get(clientIpHeader) ?? "unknown",
  });
  if (isForm) return backTo(returnTo, result.status);
  switch (result.status) {
    case "subscribed":
      return Response.json({ ok: true, message: newsletterTexts.subscribed });
    case "already-subscribed":
      return Response.json({ ok: true, message: newsletterTexts.alreadySubscribed });
    case "rate-limited":
      return Response.json(
        { ok: false, message: newsletterTexts.rateLimited },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
  }
}

/** Back to the page with the box (only a path on this site), which reads the outcome from the query string. */
function backTo(returnTo: string | undefined, outcome: NewsletterOutcome) {
  const url = new URL(safeRedirectTarget(returnTo, "/"), "http://roamstead.invalid");
  url.searchParams.set("newsletter", outcome);
  url.hash = "newsletter";
  return redirect(`${url.pathname}${url.search}${url.hash}`, 303);
}
