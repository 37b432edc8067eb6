import { getServices } from "#app/lib/context.server.ts";
import { robotsTxt } from "#app/modules/sitemaps/robots-txt.ts";
import { robotsTxtResponse } from "#app/modules/sitemaps/sitemap-response.ts";
import type { Route } from "./+types/robots.txt";

/** What crawlers may read, and where the sitemap is (docs/product/found-and-shared.md, "/robots.txt"). */
export function loader({ context }: Route.LoaderArgs) {
  return robotsTxtResponse(robotsTxt(getServices(context).env.BASE_URL));
}
