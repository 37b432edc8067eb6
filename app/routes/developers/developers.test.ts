// /developers through the whole app (docs/product/open-platform.md, Public API): the guide and every operation of the
// OpenAPI document are in the page as the server sends it, before any script runs, in English and in French.
import { describe, expect, it } from "vitest";
import { apiOperations } from "#app/modules/public-api/api-operations.server.ts";
import { openApiDocument } from "#app/modules/public-api/openapi-document.server.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { readableTexts } from "#app/test/readable-text.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";

const bed = routeTestBed();

/** The page as a browser without JavaScript gets it: its status and its markup without scripts. */
async function page(path: string) {
  const { status, html } = await pageThroughApp(pageRequest(path), bed.services);
  return { status, html, markup: html.replace(/<script\b[\s\S]*?<\/script>/g, "") };
}

describe("/developers", () => {
  it("shows every operation of the OpenAPI document, with its parameters and an example, without JavaScript", async () => {
    const { status, markup } = await page("/developers");
    expect(status).toBe(200);
    const document = openApiDocument(apiOperations, testBaseUrl);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (typeof operation !== "object" || !operation || !("operationId" in operation)) continue;
        const anchor = `<section id="operation-${operation.operationId}"`;
        expect(markup, `${method} ${path}`).toContain(anchor);
        const start = markup.indexOf(anchor);
        const next = markup.indexOf('<section id="operation-', start + anchor.length);
        const section = markup.slice(start, next === -1 ? markup.indexOf('id="schemas"') : next);
        expect(section).toContain(`>${method.toUpperCase()}</code>`);
        expect(section).toContain(`/api/v1${path}`);
        expect(section).toContain(operation.summary ?? "");
        for (const parameter of operation.parameters ?? []) {
          if ("name" in parameter) expect(section, `${path} ${parameter.name}`).toContain(`>${parameter.name}`);
        }
        expect(section).toContain(`curl`);
      }
    }
  });

  it("says what each parameter takes, read off the schemas (the vehicle types, the limit's range)", async () => {
    const { markup } = await page("/developers");
    const texts = readableTexts(markup);
    expect(texts).toContain("one of: van, skoolie, rv, overlander");
    expect(texts).toContain("integer from 1 to 50, default 20");
    expect(texts).toContain("Another name for vehicleType; vehicleType wins when both are given.");
  });

  it("explains keys, limits, errors, pages, ETags, CORS and versions, and points to feeds, import and webhooks", async () => {
    const { markup } = await page("/developers");
    for (const heading of [
      "Authentication",
      "Rate limits",
      "Errors",
      "Pagination",
      "Caching and ETags",
      "CORS",
      "Versioning",
      "Atom feeds",
      "Inventory import",
      "Webhooks",
    ]) {
      expect(readableTexts(markup)).toContain(heading);
    }
    for (const link of ["/account/api-keys", "/my-listings/import", "/account/webhooks"]) {
      expect(markup).toContain(`href="${link}"`);
    }
    expect(markup).toContain('id="problem-invalid"');
    expect(markup).toContain(`<link rel="canonical" href="${testBaseUrl}/developers"/>`);
  });

  it("sends the reference once: the page's hydration data does not carry it again", async () => {
    const { html } = await page("/developers");
    expect(html.split('<section id="operation-listListings"').length - 1).toBe(1);
    const scripts = [...html.matchAll(/<script\b[\s\S]*?<\/script>/g)].map(([script]) => script).join("");
    expect(scripts).not.toContain("operation-listListings");
    // The page's own data and the shell's: the reference alone was about 260 KB.
    expect(Buffer.byteLength(scripts)).toBeLessThan(20_000);
    expect(Buffer.byteLength(html)).toBeLessThan(260_000);
  });

  it("gives a navigation in the page the reference with the page's data", async () => {
    const { status, html: data } = await page("/developers.data");
    expect(status).toBe(200);
    expect(data).toContain('<section id=\\"operation-listListings\\"');
  });

  it("is in French at /fr/developers, its links under /fr", async () => {
    const { status, markup } = await page("/fr/developers");
    expect(status).toBe(200);
    const texts = readableTexts(markup);
    expect(texts).toContain("Développeurs");
    expect(texts).toContain("l’un de : van, skoolie, rv, overlander");
    expect(markup).toContain('href="/fr/account/api-keys"');
    expect(markup).toContain(`<link rel="canonical" href="${testBaseUrl}/fr/developers"/>`);
    expect(markup).not.toMatch(/public-api\.[a-z]/);
  });

  it("is linked from the footer of every page", async () => {
    const { markup } = await page("/about");
    expect(markup).toMatch(/<a[^>]*href="\/developers"[^>]*>Developers<\/a>/);
    const french = await page("/fr/about");
    expect(french.markup).toMatch(/<a[^>]*href="\/fr\/developers"[^>]*>Développeurs<\/a>/);
  });
});
