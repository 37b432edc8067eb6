import { redirect } from "react-router";
import { isAppError } from "#app/lib/app-error.ts";
import { callAuthEndpoint, cookieHeaders } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import type { Route } from "./+types/sign-out";

// The form sends no fields: nothing is read from the body. The visitor lands on the home page whatever
// better-auth answered (as before: a refused sign-out leaves the session as it was).
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const ended = await callAuthEndpoint(request, context, "/sign-out", {}, { fallback: "accounts.signOut.failed" });
    return redirect("/", { headers: cookieHeaders(ended) });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return redirect("/");
  }
}

export function loader() {
  return redirect("/");
}
