// /listing/{id}/report through its route module (docs/product/reports-and-moderation.md, Report a listing): what
// the page shows to whom, and the statuses of its answers.
import { describe, expect, it } from "vitest";
import { listingReports } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/report-listing";
import { action, loader } from "./report-listing.tsx";

const bed = routeTestBed({ accounts: { seller: "seller@example.com", buyer: "buyer@example.com" } });

const newListing = () => insertListingFixture(bed.db, { userId: bed.accounts.seller.id });

function fromAddress(request: Request, ip: string): Request {
  request.headers.set(clientIpHeader, ip);
  return request;
}

const page = (id: string, cookie?: string, ip = "198.51.100.50", query = "") =>
  settle(() =>
    loader(
      routeArgs<Route.LoaderArgs>(fromAddress(pageRequest(`/listing/${id}/report${query}`, cookie), ip), bed.context, {
        id,
      }),
    ),
  );

const send = async (id: string, values: Record<string, string>, cookie?: string, ip = "198.51.100.50") =>
  inEnglish(
    await settle(() =>
      action(
        routeArgs<Route.ActionArgs>(
          fromAddress(formRequest(`/listing/${id}/report`, values, cookie), ip),
          bed.context,
          { id },
        ),
      ),
    ),
  );

describe("/listing/{id}/report", () => {
  it("offers the form, then thanks, then says the reporter has reported it already", async () => {
    const id = await newListing();
    expect(await page(id)).toMatchObject({ status: 200, body: { view: "form", listing: { id } } });
    const sent = await send(id, { reason: "scam", details: "Wire transfer only." });
    expect(sent).toMatchObject({ status: 303, location: `/listing/${id}/report?reported=1` });
    expect(await page(id, undefined, "198.51.100.50", "?reported=1")).toMatchObject({ body: { view: "sent" } });
    expect(await page(id)).toMatchObject({ status: 409, body: { view: "already-reported" } });
    // Another address is another reporter.
    expect(await page(id, undefined, "198.51.100.51")).toMatchObject({ body: { view: "form" } });
    const again = await send(id, { reason: "scam" });
    expect(again).toMatchObject({
      status: 409,
      body: { message: "You have already reported this listing. Thank you — our team will review it." },
    });
  });

  it("refuses the owner (403) and answers a listing visitors cannot see, or a bad id, with 404", async () => {
    const id = await newListing();
    expect(await page(id, bed.accounts.seller.cookie)).toMatchObject({ status: 403, body: { view: "own-listing" } });
    expect(await send(id, { reason: "scam" }, bed.accounts.seller.cookie)).toMatchObject({
      status: 403,
      body: { message: "You cannot report your own listing." },
    });
    const unknown = crypto.randomUUID();
    expect(await page(unknown)).toMatchObject({ status: 404, body: { view: "unavailable" } });
    expect((await page("not-a-uuid")).status).toBe(404);
    expect((await send("not-a-uuid", { reason: "scam" })).status).toBe(404);
  });

  it("answers bad input with 400 and the field's message, and a filled honeypot like a success", async () => {
    const id = await newListing();
    const other = await send(id, { reason: "other", details: "" }, bed.accounts.buyer.cookie);
    expect(other).toMatchObject({
      status: 400,
      body: {
        message: "Please check the highlighted fields.",
        fieldErrors: { details: "Please describe the problem when the reason is 'Other'." },
      },
    });
    const tooLong = await send(id, { reason: "scam", details: "x".repeat(2001) }, bed.accounts.buyer.cookie);
    expect(tooLong).toMatchObject({
      status: 400,
      body: { fieldErrors: { details: "Please use at most 2,000 characters for the details." } },
    });
    const bot = await send(id, { reason: "scam", website: "spam" }, undefined, "198.51.100.60");
    expect(bot).toMatchObject({ status: 303, location: `/listing/${id}/report?reported=1` });
    expect(await bed.db.select().from(listingReports)).not.toContainEqual(
      expect.objectContaining({ listingId: id, reporterUserId: null }),
    );
  });

  it("answers the 11th report within an hour with 429 and Retry-After", async () => {
    for (let n = 0; n < 10; n++) {
      expect((await send(await newListing(), { reason: "already_sold" }, undefined, "198.51.100.70")).status).toBe(303);
    }
    const refused = await send(await newListing(), { reason: "already_sold" }, undefined, "198.51.100.70");
    expect(refused).toMatchObject({
      status: 429,
      body: { message: "You have sent too many reports. Please try again later." },
    });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
