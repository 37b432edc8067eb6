import { getServices } from "#app/lib/context.server.ts";
import { readSitemap } from "#app/modules/sitemaps/read-sitemap.server.ts";
import { sitemapResponse } from "#app/modules/sitemaps/sitemap-response.ts";
import type { Route } from "./+types/sitemap.xml";

/** The sitemap index (docs/product/found-and-shared.md, Sitemaps). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env, cache, logger } = getServices(context);
  return sitemapResponse(await readSitemap({ db, baseUrl: env.BASE_URL, cache, logger, sitemap: { kind: "index" } }));
}
