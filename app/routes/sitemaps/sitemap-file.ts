import { getServices } from "#app/lib/context.server.ts";
import { answerSitemap } from "#app/modules/sitemaps/answer-sitemap.server.ts";
import { readSitemap } from "#app/modules/sitemaps/read-sitemap.server.ts";
import { sitemapFileNameSchema } from "#app/modules/sitemaps/sitemap-file-name.ts";
import { sitemapLocales } from "#app/modules/sitemaps/sitemap-languages.ts";
import { sitemapResponse } from "#app/modules/sitemaps/sitemap-response.ts";
import type { Route } from "./+types/sitemap-file";

/** A child sitemap, /sitemaps/pages.xml … /sitemaps/listings-{n}.xml (docs/product/found-and-shared.md, Sitemaps). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = sitemapFileNameSchema.safeParse(params.file);
  if (!file.success) return sitemapResponse(null);
  const { db, env, cache, logger } = getServices(context);
  const pageLocales = sitemapLocales({ offersFrench: env.OFFER_FRENCH });
  const body = await readSitemap({ db, baseUrl: env.BASE_URL, pageLocales, cache, logger, sitemap: file.data });
  return answerSitemap(request, body);
}
