import { redirect } from "react-router";
import { appErrorStatus } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { safeRedirectTarget } from "#app/modules/accounts/safe-redirect.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { newsletterSignupSchema } from "#app/modules/newsletter/newsletter.schema.ts";
import { type NewsletterOutcome, newsletterTexts } from "#app/modules/newsletter/newsletter-texts.ts";
import { subscribeToNewsletter } from "#app/modules/newsletter/subscribe-to-newsletter.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, type InputFailure, okJson, onlyPost, replyJson } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/newsletter";

// POST /api/newsletter: JSON {email} answers JSON {ok, message}; the newsletter box's form post
// (before JavaScript) goes back to the page it came from with the outcome in `?newsletter=`. A sign-up
// only asks: the address is subscribed once the mailed link is confirmed (/newsletter/confirm).

export const loader = onlyPost;

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, notifyOutbox } = getServices(context);
  // Asked under /fr (the box on a French page), it answers in French; anywhere else in English.
  const words = requestTranslator(request);
  const input = await readInput(request, {
    schema: newsletterSignupSchema,
    invalidMessage: newsletterTexts.invalidEmail,
  });
  const isForm = input.format === "form";
  const returnTo = typeof input.values.returnTo === "string" ? input.values.returnTo : undefined;
  const fail = (failure: InputFailure) => (isForm ? failedBackTo(returnTo, failure, words) : replyJson(failure, words));
  if (!input.ok) return fail(input.failure);
  try {
    await subscribeToNewsletter({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      email: input.data.email,
      locale: words.locale,
      clientIp: request.headers.get(clientIpHeader) ?? "unknown",
    });
  } catch (error) {
    return fail(failureReply(error, input.values));
  }
  // One answer whether the address is new, awaiting confirmation or subscribed (double opt-in,
  // docs/decisions/019-newsletter-double-opt-in.md): it never tells who subscribed.
  if (isForm) return backTo(returnTo, "check-email");
  return okJson(newsletterTexts.checkEmail, undefined, words);
}

/** The `?newsletter=` outcome the box has words for, by the failure's status. */
const failedOutcomeOf = new Map<number, NewsletterOutcome>([
  [appErrorStatus.invalid, "invalid"],
  [appErrorStatus["rate-limited"], "rate-limited"],
]);

/** A failed form post back to its page, or, for a failure the box has no words for, the failure itself. */
function failedBackTo(returnTo: string | undefined, failure: InputFailure, words: Translator) {
  const outcome = failedOutcomeOf.get(failure.status);
  return outcome ? backTo(returnTo, outcome) : replyJson(failure, words);
}

/** Back to the page with the box (only a path on this site), which reads the outcome from the query string. */
function backTo(returnTo: string | undefined, outcome: NewsletterOutcome) {
  const url = new URL(safeRedirectTarget(returnTo, "/"), "http://roamstead.invalid");
  url.searchParams.set("newsletter", outcome);
  url.hash = "newsletter";
  return redirect(`${url.pathname}${url.search}${url.hash}`, 303);
}
