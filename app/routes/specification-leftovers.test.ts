// The last specification items an audit found unmet (issue 21), through the whole app as a browser without
// JavaScript gets them: the page's status and HTML. Each test failed before its change.
import { describe, expect, it, vi } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import { billingFailures } from "#app/modules/billing/billing-failures.ts";
import { builderFormFields } from "#app/modules/builders/testing/builder-fixture.ts";
import { paidListingSession } from "#app/modules/listings/testing/selling-fixture.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({ accounts: { seller: "seller@example.com", builder: "builder@example.com" } });

const apps = new Map<AppServices, Promise<AppRequestHandler>>();
async function send(request: Request, services: AppServices = bed.services) {
  let app = apps.get(services);
  if (!app) {
    app = createAppRequestHandler(services);
    apps.set(services, app);
  }
  const response = await (await app).handle(request);
  return { status: response.status, html: await response.text() };
}

/** The services over a database whose read of a seller's listings (the one selecting `renewalCount`) fails. */
function withFailingOwnListingsRead(): AppServices {
  const db = bed.db;
  const select = ((fields?: Record<string, unknown>) => {
    if (fields && "renewalCount" in fields) throw new Error("connection reset");
    return fields ? db.select(fields as never) : db.select();
  }) as typeof db.select;
  const failingDb = new Proxy(db, {
    get: (target, key) => {
      if (key === "select") return select;
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...bed.services, db: failingDb };
}

describe("the listing form posted while signed out (docs/product/selling.md, Listing form)", () => {
  it("shows 'You must be signed in.' with the form as typed (401), not the sign-in page", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const typed = { vehicle_type: "van", make: "Ford", model: "Transit 250", year: "2018", price: "31,500.50" };
    const { status, html } = await send(formRequest(`/submit-listing?session_id=${providerSessionId}`, typed));
    expect(status).toBe(401);
    expect(html).toContain("You must be signed in.");
    expect(html).toContain('value="Transit 250"');
    expect(html).toContain('value="31,500.50"');
    expect(html).toContain("Sign in (opens in a new tab)");
    // The form is the tier's: graze has no video.
    expect(html).toMatch(/Graze(<!-- -->)? tier: up to/);
  });

  it("marks Location as required, as every other required field", async () => {
    const { providerSessionId } = await paidListingSession(bed.services, bed.accounts.seller, "graze");
    const { html } = await send(
      pageRequest(`/submit-listing?session_id=${providerSessionId}`, bed.accounts.seller.cookie),
    );
    expect(html).toMatch(/<label[^>]*>Location \*<\/label>/);
  });
});

describe("a builder profile posted without a paid session (docs/product/builders.md, Submit builder)", () => {
  it("answers 402 with the tier choice and 'Not signed in or missing tier'", async () => {
    const request = formRequest("/submit-builder", builderFormFields(), bed.accounts.builder.cookie);
    const { status, html } = await send(request);
    expect(status).toBe(402);
    expect(html).toContain("Select a Builder Tier");
    expect(html).toContain("Not signed in or missing tier");
  });
});

describe("the builder checkout (docs/product/builders.md, Builder checkout)", () => {
  it("says 'Invalid response from server.' when the provider answers without a checkout address, then /builder-cancel", async () => {
    // What the Stripe provider throws for a session without a url.
    const noAddress: AppServices = {
      ...bed.services,
      payments: {
        ...bed.services.payments,
        createCheckout: async () => {
          throw billingFailures.providerUnavailable();
        },
      },
    };
    const request = formRequest("/builder-checkout?tier=roamstead", {}, bed.accounts.builder.cookie);
    const { status, html } = await send(request, noAddress);
    expect(status).toBe(502);
    expect(html).toContain("Invalid response from server.");
    expect(html).toContain('href="/builder-cancel"');
  });
});

describe("the seller's pages when the listings cannot be read (docs/product/selling.md)", () => {
  let failing: AppServices | undefined;
  it.each(["/dashboard", "/my-listings"])("%s logs 'Failed to fetch listings' and stays usable", async (path) => {
    failing ??= withFailingOwnListingsRead();
    const logged = vi.spyOn(bed.services.logger, "error");
    const { status, html } = await send(pageRequest(path, bed.accounts.seller.cookie), failing);
    expect(status).toBe(200);
    expect(html).toContain("Failed to fetch listings.");
    expect(html).not.toContain("Something went wrong");
    expect(logged).toHaveBeenCalledWith(expect.anything(), "Failed to fetch listings");
    logged.mockRestore();
  });
});

describe("prices with cents (docs/product/browse-and-search.md, Listing card)", () => {
  it("shows '$31,500.50' for a price typed as '31,500.50', not '$31,501'", async () => {
    await insertListingFixture(bed.db, { title: "Cents Camper", make: "Centsmobile", priceCents: 3_150_050 });
    const { html } = await send(pageRequest("/listings?make=Centsmobile"));
    expect(html).toContain("$31,500.50");
    expect(html).not.toContain("$31,501");
  });
});

describe("/admin refusing a visitor (docs/product/admin.md, Access)", () => {
  it.each([
    ["signed out", undefined],
    ["not an administrator", "seller"],
  ] as const)("names the page once when %s", async (_, account) => {
    for (const path of ["/admin", "/admin/reports", "/admin/newsletter"]) {
      const cookie = account ? bed.accounts[account].cookie : undefined;
      const { html } = await send(pageRequest(path, cookie));
      expect([path, html.match(/<title>/g)?.length]).toEqual([path, 1]);
    }
  });
});
