import { redirect } from "react-router";

// /thank-you: one version's target after a builder profile is submitted; the other (ours) goes to /builders.
export function loader() {
  return redirect("/builders", 301);
}
