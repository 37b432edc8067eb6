import { redirect } from "react-router";
import { safeRedirectTarget } from "#app/modules/accounts/safe-redirect.ts";
import { dismissLanguageOfferCookie } from "#app/modules/i18n/language-offer.server.ts";
import type { Route } from "./+types/language-offer";

/** 'No thanks' on the language offer (docs/product/languages.md): never offered again, back to the same page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectTarget(form.get("redirectTo")?.toString(), "/");
  return redirect(back, { headers: { "Set-Cookie": dismissLanguageOfferCookie() } });
}

export function loader() {
  return redirect("/");
}
