import { developerGuideHtml } from "#app/components/developers/developer-guide.server.tsx";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { getServices } from "#app/lib/context.server.ts";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/developers";

// /developers (and /fr/developers): the public API's guide and its reference, generated from the OpenAPI document
// (docs/product/open-platform.md, Public API). Rendered by the loader, it reads whole without JavaScript.

/** None of the catalogs' words reach the browser: the page's are in the markup the loader rendered. */
export const handle: MessagesHandle = { messages: [] };

export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const translator = requestTranslator(request);
  const { t, locale } = translator;
  return {
    html: developerGuideHtml(env.BASE_URL, translator),
    canonicalUrl: absoluteUrl(env.BASE_URL, pathInLocale("/developers", locale)),
    title: t("public-api.developers.metaTitle"),
    description: t("public-api.developers.metaDescription"),
  };
}

export default function Developers({ loaderData }: Route.ComponentProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader rendered it with React from our own components
  return <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />;
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
