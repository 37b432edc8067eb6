// One spelling per address (docs/product/site-shell.md, "One spelling per address") through the real app: an id
// in another spelling redirects a page to its canonical address and refuses a file with 404, before any work,
// so 50 spellings of a listing's id draw and store no share image at all.
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { type AppRequestHandler, createAppRequestHandler } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { recordingLogger } from "#app/test/recording-logger.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { canonicalAddressOf } from "./canonical-addresses.server.ts";

const bed = routeTestBed();
const stored: string[] = [];
const { logger, lines } = recordingLogger();
const drawn = () => lines.filter((line) => line.msg === "share image drawn");
let app: AppRequestHandler;
let id = "";

beforeAll(async () => {
  const storage = bed.services.storage;
  // Every key the app stores, in order.
  const recording: MediaStorage = {
    ...storage,
    put: (key, body, type) => {
      stored.push(key);
      return storage.put(key, body, type);
    },
  };
  app = await createAppRequestHandler({ ...bed.services, storage: recording, logger } satisfies AppServices);
  // An id with letters enough for 50 spellings (a random one has fewer than six letters about once in a hundred).
  id = await insertListingFixture(bed.db, {
    id: "bdf0a1c2-e3d4-4b5a-8c6d-7e8fabcdef01",
    title: "Spelled once",
    images: [],
  });
});

const get = (path: string, init?: RequestInit) => app.handle(new Request(`${testBaseUrl}${path}`, init));

/** The `count`-th of the id's 2^32 case variants: bit n upper-cases the n-th letter. */
function spelling(value: string, count: number): string {
  let letter = 0;
  return value.replace(/[a-f]/g, (char) => ((count >> letter++) & 1 ? char.toUpperCase() : char));
}

describe("an id in another spelling", () => {
  it("costs no drawing and no stored file for 50 spellings of a share image, which the canonical one draws once", async () => {
    const spellings = Array.from({ length: 50 }, (_, index) => spelling(id, index + 1));
    expect(new Set(spellings).size).toBe(50);
    for (const other of spellings) {
      const response = await get(`/social/listing/${other}.jpg`);
      expect([other, response.status]).toEqual([other, 404]);
    }
    expect(drawn()).toEqual([]);
    expect(stored).toEqual([]);

    for (let round = 0; round < 2; round++) {
      const response = await get(`/social/listing/${id}.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
    }
    expect(drawn()).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it("sends a page to its canonical address with 308, keeping the query, for every page that takes an id", async () => {
    const upper = id.toUpperCase();
    for (const [path, canonical] of [
      [`/listing/${upper}`, `/listing/${id}`],
      [`/listings/${upper}?from=share`, `/listings/${id}?from=share`],
      [`/listing/${upper}/report`, `/listing/${id}/report`],
      [`/builder/${upper}`, `/builder/${id}`],
      [`/edit-listing/${upper}`, `/edit-listing/${id}`],
      [`/inbox/${upper}`, `/inbox/${id}`],
      [`/checkout/local/${upper}`, `/checkout/local/${id}`],
      // Percent-encoding is another spelling too ('%61' is 'a'); the first character is encoded, as a random id
      // may hold no given letter.
      [`/listing/%${id.charCodeAt(0).toString(16)}${id.slice(1)}`, `/listing/${id}`],
    ] as const) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 308, canonical]);
    }
    // A client-side navigation's data request is sent on to the page, as React Router encodes a redirect.
    const data = await get(`/listing/${upper}.data?_routes=routes%2Flistings%2Fdetail`);
    expect([data.status, data.headers.get("x-remix-response")]).toEqual([202, "yes"]);
    expect(await data.text()).toContain(`"/listing/${id}"`);
    // A form posted to another spelling is posted again to the canonical one.
    const posted = await get(`/listing/${upper}/report`, {
      method: "POST",
      headers: { Origin: testBaseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: "reason=scam",
    });
    expect([posted.status, posted.headers.get("location")]).toEqual([308, `/listing/${id}/report`]);
  });

  it("leaves the canonical spelling and addresses without ids alone", async () => {
    expect((await get(`/listing/${id}`)).status).toBe(200);
    expect(canonicalAddressOf(`/listing/${id}`)).toBeNull();
    expect(canonicalAddressOf("/blog/Some-Post")).toBeNull();
    expect(canonicalAddressOf("/listings/%E2%9C%93")).toBeNull();
    expect(canonicalAddressOf("/campers/make/%zz")).toBeNull();
  });
});
