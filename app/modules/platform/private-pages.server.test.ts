// Cache-Control through the real app (every route of app/routes.ts under the real root and its
// middleware): `private, no-store` on every answer to a signed-in session and on every private route's
// answer; a visitor's public pages keep what they had (ADR 020).
import { describe, expect, it } from "vitest";
import { type AppRequestHandler, appRouteEntries, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { isPrivateRoute, privateCacheControl, routePathOf, routePrivacy } from "./private-pages.server.ts";

const bed = routeTestBed({
  accounts: { pat: "pat@example.com", ada: { email: "ada@example.com", role: "admin" } },
});

let app: AppRequestHandler | undefined;
async function get(path: string, cookie?: string): Promise<Response> {
  app ??= await createAppRequestHandler(bed.services);
  return app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));
}

describe("the table", () => {
  it("classifies every path of app/routes.ts, and nothing else", async () => {
    const paths = (await appRouteEntries()).map((entry) => (entry.index ? "" : (entry.path ?? "")));
    expect(paths.filter((path) => !(path in routePrivacy))).toEqual([]);
    expect(Object.keys(routePrivacy).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it("reads React Router's patterns; an unknown one counts as private", () => {
    expect(routePathOf("/")).toBe("");
    expect(isPrivateRoute("/")).toBe(false);
    expect(isPrivateRoute("/dashboard")).toBe(true);
    expect(isPrivateRoute("/edit-listing/:id")).toBe(true);
    expect(isPrivateRoute("/listing/:id")).toBe(false);
    expect(isPrivateRoute("/not-a-route-of-ours")).toBe(true);
  });
});

describe("through the app", () => {
  it("a signed-in /dashboard, and its data request, are private, no-store", async () => {
    const page = await get("/dashboard", bed.accounts.pat.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe(privateCacheControl);
    const data = await get("/dashboard.data", bed.accounts.pat.cookie);
    expect(data.headers.get("Cache-Control")).toBe(privateCacheControl);
  });

  it("a signed-in session makes every answer private, public pages included (the header names the user)", async () => {
    for (const path of ["/", "/listings", "/blog/rss.xml", "/api/places?q=Portland", "/no-such-page"]) {
      const response = await get(path, bed.accounts.pat.cookie);
      expect([path, response.headers.get("Cache-Control")]).toEqual([path, privateCacheControl]);
    }
  });

  it("signed-in JSON and files are private: the session, the uploads endpoint, the admin CSV", async () => {
    const session = await get("/api/auth/get-session", bed.accounts.pat.cookie);
    expect(session.status).toBe(200);
    expect(session.headers.get("Cache-Control")).toBe(privateCacheControl);
    const uploads = await get("/api/uploads", bed.accounts.pat.cookie);
    expect(uploads.headers.get("Cache-Control")).toBe(privateCacheControl);
    const csv = await get("/admin/newsletter.csv", bed.accounts.ada.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Cache-Control")).toBe(privateCacheControl);
    const mailbox = await get("/dev/mailbox", bed.accounts.ada.cookie);
    expect(mailbox.headers.get("Cache-Control")).toBe(privateCacheControl);
  });

  it("a visitor's public pages are not made private; their own caching stays", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("Cache-Control") ?? "").not.toContain("private");
    const rss = await get("/blog/rss.xml");
    expect(rss.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(rss.headers.get("Vary")).toBeNull();
  });

  it("a visitor's page that names no caching is checked again before each use, keyed by language and cookie", async () => {
    for (const path of ["/", "/listings", "/about", "/blog"]) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("Cache-Control")]).toEqual([path, 200, "no-cache"]);
      expect([path, response.headers.get("Vary")]).toEqual([path, "Accept-Language, Cookie"]);
    }
    const signedIn = await get("/", bed.accounts.ada.cookie);
    expect(signedIn.headers.get("Cache-Control")).toBe(privateCacheControl);
  });

  it("private routes are private for a visitor too: the sign-in redirect, checkout, token and account pages", async () => {
    for (const path of [
      "/dashboard",
      "/camper-checkout?tier=roam",
      "/builder-checkout?tier=roamstead",
      "/success?session_id=cs_x",
      "/reset-password?token=abc",
      "/sign-in-camper",
      "/dev/mailbox",
      "/admin",
    ]) {
      const response = await get(path);
      expect([path, response.headers.get("Cache-Control")]).toEqual([path, privateCacheControl]);
    }
  });
});
