// The `<link rel="alternate" type="application/atom+xml">` a page that shows a search gives feed readers
// (docs/product/open-platform.md, Atom feeds): /listings for its search, each landing page for its own. Made by the
// loader, so the page's browser code carries only the finished link.
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { searchSummary } from "#app/modules/saved-searches/search-summary.ts";
import { feedLinkMeta, listingsFeedPath } from "./feed-addresses.ts";

/** The `meta` link of the feed of the search `params` name, titled 'Atom feed: {search}' (or the page's own words). */
export function searchFeedLink(
  params: URLSearchParams,
  translator: Translator,
  baseUrl: string,
  search = searchSummary(params, translator),
): ReturnType<typeof feedLinkMeta> {
  return feedLinkMeta({
    url: absoluteUrl(baseUrl, listingsFeedPath(params, translator.locale)),
    title: translator.t("feeds.link.title", { search }),
  });
}
