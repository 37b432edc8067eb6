import { redirect } from "react-router";
import { safeRedirectTarget } from "#app/modules/accounts/safe-redirect.ts";
import { chooseCurrencySchema } from "#app/modules/currencies/choose-currency.schema.ts";
import { chooseCurrencyCookie } from "#app/modules/currencies/visitor-currency.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/choose-currency";

/** The footer's currency switch (docs/product/currencies-and-units.md): remembered, back to the same page. */
export async function action({ request }: Route.ActionArgs) {
  const input = await readInput(request, { schema: chooseCurrencySchema });
  if (!input.ok) return replyData(input.failure);
  const back = safeRedirectTarget(input.data.redirectTo, "/");
  return redirect(back, { headers: { "Set-Cookie": chooseCurrencyCookie(input.data.currency) } });
}

export function loader() {
  return redirect("/");
}
