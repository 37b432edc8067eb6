// One query reader (docs/decisions/038-one-query-reader-one-service-policy.md): a bad parameter gets one
// answer everywhere, a JSON endpoint's 400 with a message per field, a page's 400 with the field's message.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "#app/lib/zod.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { readQuery } from "./read-input.server.ts";

const schema = z.object({
  page: z.coerce.number("The page number is not valid.").int("The page number is not valid.").optional(),
  tier: z.string().optional(),
});
const read = (query: string, keepEmpty: string[] = []) =>
  readQuery(new Request(`${testBaseUrl}/list?${query}`), { schema, keepEmpty });

describe("readQuery", () => {
  it("reads the first value of each parameter, trimmed; an empty one is absent unless kept", () => {
    expect(read("page=+2+&page=3&tier=")).toEqual({ ok: true, data: { page: 2 }, values: { page: "2" } });
    expect(read("tier=", ["tier"])).toMatchObject({ ok: true, data: { tier: "" } });
  });

  it("answers a bad parameter as readInput answers a bad field: 400, its message on its field, the values", () => {
    expect(read("page=two&tier=roam")).toEqual({
      ok: false,
      values: { page: "two", tier: "roam" },
      failure: {
        status: 400,
        headers: expect.any(Headers),
        reply: {
          ok: false,
          message: "The page number is not valid.",
          fieldErrors: { page: "The page number is not valid." },
          values: { page: "two", tier: "roam" },
        },
      },
    });
  });

  it("refuses a NUL in a parameter on that parameter", () => {
    expect(read("tier=ro%00am")).toMatchObject({
      ok: false,
      failure: {
        status: 400,
        reply: { fieldErrors: { tier: "Please remove the unsupported characters from this field." } },
      },
    });
  });
});

describe("bad query values through the app", () => {
  const bed = routeTestBed({ accounts: { buyer: "query-buyer@example.com" } });
  let app: AppRequestHandler;
  beforeAll(async () => {
    app = await createAppRequestHandler(bed.services);
  });
  const get = (path: string, cookie?: string) =>
    app.handle(new Request(`${testBaseUrl}${path}`, { headers: cookie ? { cookie } : {} }));

  it.each([
    ["/api/builders?cursor=junk", "cursor"],
    [`/api/places?q=${"a".repeat(81)}`, "q"],
    ["/api/price-suggestion?vehicle_type=boat&make=Ford&year=2019", "vehicle_type"],
  ])("a JSON endpoint, %s: 400 with a message on the parameter", async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { ok: boolean; message: string; fieldErrors: Record<string, string> };
    expect(body).toMatchObject({ ok: false, message: expect.any(String) });
    expect(body.fieldErrors[field]).toEqual(expect.any(String));
  });

  it.each([
    ["/featured?cursor=junk", "The link to more results is not valid. Please search again."],
    ["/builders?cursor=1_2", "The link to more results is not valid. Please search again."],
    ["/campers/vans?cursor=junk", "The link to more results is not valid. Please search again."],
    ["/listing/00000000-0000-4000-8000-000000000000/report?reported=2", "The link is not valid."],
  ])("a page, %s: 400 with the parameter's message", async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("This link is not valid");
    expect(html).toContain(message);
  });

  it.each([
    ["/listings?minPrice=abc&make=Ford", "Minimum price must be a whole number of dollars."],
    ["/listings?make=Fo%00rd", "Please remove the unsupported characters from this field."],
    ["/listings?view=map&pin=../../etc", "That map pin is not a listing."],
    ["/listings?view=map&radius=75", "Radius must be 50 to 500 miles in steps of 50."],
    ["/?cursor=junk", "The link to more results is not valid. Please search again."],
    ["/?vehicleType=boat", "Choose a vehicle type: van, skoolie, rv or overlander."],
  ])("a search page, %s: 400, its filters with the parameter's message", async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain('aria-label="Search filters"');
    expect(html).toContain(message);
  });

  it("a thread, /inbox/{id}?sent=2: 400 with the parameter's message", async () => {
    const response = await get("/inbox/00000000-0000-4000-8000-000000000000?sent=2", bed.accounts.buyer.cookie);
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("This link is not valid");
    expect(html).toContain("The link is not valid.");
  });

  it("a file, /map/basemap.svg?detail=9: 400 with the parameter's message", async () => {
    const response = await get("/map/basemap.svg?detail=9");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("detail must be one of 0, 1, 2, 3.");
  });
});
