import { redirect } from "react-router";
import { callAuthEndpoint, cookieHeaders } from "#app/modules/accounts/call-auth-endpoint.server.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await callAuthEndpoint(request, context, "/sign-out", {});
  return redirect("/", { headers: cookieHeaders(result) });
}

export function loader() {
  return redirect("/");
}
