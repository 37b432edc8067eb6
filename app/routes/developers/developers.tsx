import { developerGuideHtml } from "#app/components/developers/developer-guide.server.tsx";
import { guideMarkupOf, keepGuideMarkup } from "#app/components/developers/developer-guide-markup.ts";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { getServices } from "#app/lib/context.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/developers";

// /developers (and /fr/developers): the public API's guide and its reference, generated from the OpenAPI document
// (docs/product/open-platform.md, Public API). Rendered by the loader, it reads whole without JavaScript; the page's
// hydration data does not carry it again (developer-guide-markup.ts).

/** None of the catalogs' words reach the browser: the page's are in the markup the loader rendered. */
export const handle: MessagesHandle = { messages: [] };

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const translator = requestTranslator(request);
  const { t, locale } = translator;
  const canonicalUrl = absoluteUrl(env.BASE_URL, pathInLocale("/developers", locale));
  const html = developerGuideHtml(env.BASE_URL, translator);
  keepGuideMarkup(canonicalUrl, html);
  // A navigation in the page asks for its data at `/developers.data` and needs the markup; a page loaded whole has it.
  const isNavigation = new URL(request.url).pathname.endsWith(".data");
  return {
    navigationHtml: isNavigation ? html : null,
    canonicalUrl,
    title: t("public-api.developers.metaTitle"),
    description: t("public-api.developers.metaDescription"),
  };
}

export default function Developers({ loaderData }: Route.ComponentProps) {
  const html = loaderData.navigationHtml ?? guideMarkupOf(loaderData.canonicalUrl) ?? "";
  return (
    <div
      // Hydrating, the browser has no markup here ("") and keeps the server's: that difference is the point.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader rendered it with React from our own components
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, canonicalUrl } = loaderData;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Roamstead" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
  ];
}
