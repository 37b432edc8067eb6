// The seller's own listings on /my-listings and /dashboard through the whole app, when they cannot be read
// (docs/product/selling.md, Dashboard and My listings).
import { describe, expect, it, vi } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({ accounts: { seller: "seller@example.com" } });

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

describe("the seller's pages when the listings cannot be read", () => {
  let failing: AppServices | undefined;
  it.each(["/dashboard", "/my-listings"])("%s logs 'Failed to fetch listings' and stays usable", async (path) => {
    failing ??= withFailingOwnListingsRead();
    const logged = vi.spyOn(bed.services.logger, "error");
    const { status, html } = await pageThroughApp(pageRequest(path, bed.accounts.seller.cookie), failing);
    expect(status).toBe(200);
    // The page as shown: not the messages it carries for the browser (which hold every text of the site shell).
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).toContain("Failed to fetch listings.");
    expect(shown).not.toContain("Something went wrong");
    expect(logged).toHaveBeenCalledWith(expect.anything(), "Failed to fetch listings");
    logged.mockRestore();
  });
});
