import { redirect } from "react-router";
import { safeRedirectTarget } from "#app/modules/accounts/safe-redirect.ts";
import { dismissLanguageOfferSchema } from "#app/modules/i18n/language-offer.schema.ts";
import { dismissLanguageOfferCookie } from "#app/modules/i18n/language-offer.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/language-offer";

/** 'No thanks' on the language offer (docs/product/languages.md): never offered again, back to the same page. */
export async function action({ request }: Route.ActionArgs) {
  const input = await readInput(request, { schema: dismissLanguageOfferSchema });
  if (!input.ok) return replyData(input.failure);
  const back = safeRedirectTarget(input.data.redirectTo, "/");
  return redirect(back, { headers: { "Set-Cookie": dismissLanguageOfferCookie() } });
}

export function loader() {
  return redirect("/");
}
