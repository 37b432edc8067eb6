// How every sitemap and /robots.txt answer (docs/product/found-and-shared.md): public, kept by caches an hour;
// a missing sitemap is not kept (the next listing may make it).

const anHour = "public, max-age=3600";

export function sitemapResponse(body: BodyInit | null): Response {
  if (body === null) {
    return new Response("No such sitemap.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": anHour } });
}

export function robotsTxtResponse(text: string): Response {
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": anHour } });
}
