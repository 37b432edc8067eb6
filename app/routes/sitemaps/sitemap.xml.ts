import { getServices } from "#app/lib/context.server.ts";
import { answerSitemap } from "#app/modules/sitemaps/answer-sitemap.server.ts";
import { readSitemap } from "#app/modules/sitemaps/read-sitemap.server.ts";
import { sitemapLocales } from "#app/modules/sitemaps/sitemap-languages.ts";
import type { Route } from "./+types/sitemap.xml";

/** The sitemap index (docs/product/found-and-shared.md, Sitemaps). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, cache, logger } = getServices(context);
  const pageLocales = sitemapLocales({ offersFrench: env.OFFER_FRENCH });
  const index = await readSitemap({
    db,
    baseUrl: env.BASE_URL,
    pageLocales,
    cache,
    logger,
    sitemap: { kind: "index" },
  });
  return answerSitemap(request, index);
}
