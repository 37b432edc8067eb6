import { redirect } from "react-router";
import type { Route } from "./+types/submit-builder-form";

// /submit-builder-form: a path of the spec's flows (the builder payment success page goes there). The form
// lives at /submit-builder; the query (session_id, edit) comes along.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/submit-builder${new URL(request.url).search}`, 301);
}
