import { redirect } from "react-router";
import type { Route } from "./+types/submit-builder-form";

// /submit-builder-form: a legacy address (docs/product/site-shell.md, Legacy URL aliases). The form
// lives at /submit-builder; the query (session_id, edit) comes along.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/submit-builder${new URL(request.url).search}`, 301);
}
