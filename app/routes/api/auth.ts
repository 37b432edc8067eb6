import { getServices } from "#app/lib/context.server.ts";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (/api/auth/*): e-mail links land here, and API clients may use them directly.
export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return getServices(context).auth.handler(request);
}
