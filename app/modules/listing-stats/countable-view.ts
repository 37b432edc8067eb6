// Which requests for a listing page count as a view (docs/product/seller-statistics.md, What counts as a view):
// a person's browser asking for the page to show it, not a robot and not a prefetch.

/**
 * User agents of robots and programs rather than people: search engines and other crawlers, link preview
 * fetchers of chat apps and social sites, headless and automated browsers, page-speed tools, and HTTP
 * libraries. An empty user agent is a program too.
 */
const robotUserAgent =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|ptst\/|preview|facebookexternalhit|embedly|whatsapp|slack-imgproxy|vkshare|ia_archiver|curl|wget|python|http-?client|libwww|java\/|go-http|okhttp|axios|node-fetch|undici|node\.js|scrapy|phantomjs|puppeteer|playwright|selenium|webdriver|monitor|pingdom|uptime|postman|insomnia|fetcher/i;

export function isRobotUserAgent(userAgent: string | null | undefined): boolean {
  const value = userAgent?.trim() ?? "";
  return value === "" || robotUserAgent.test(value);
}

/** A prefetch or prerender: the browser may never show it (Sec-Purpose, and the older Purpose and X-Moz). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

/** A GET from a person's browser that is not a prefetch. */
export function isCountableViewRequest(request: Pick<Request, "method" | "headers">): boolean {
  return (
    request.method === "GET" && !isPrefetch(request.headers) && !isRobotUserAgent(request.headers.get("user-agent"))
  );
}
