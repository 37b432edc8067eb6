import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "#app/lib/app-error.ts";
import { createGeocoder } from "./create-geocoder.server.ts";
import { geocoderUnavailable, isGeocoderUnavailable } from "./geocoder.ts";
import { createHttpGeocoder } from "./http-geocoder.server.ts";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A Nominatim stand-in on 127.0.0.1 that records what it was asked. */
interface StubServer {
  url: string;
  requests: URL[];
  userAgents: Array<string | undefined>;
  handle: Handler;
  close(): Promise<void>;
}

async function startStubServer(): Promise<StubServer> {
  const stub = { requests: [], userAgents: [], handle: () => {} } as unknown as StubServer;
  const server: Server = createServer((request, response) => {
    stub.requests.push(new URL(request.url ?? "/", "http://stub"));
    stub.userAgents.push(request.headers["user-agent"]);
    stub.handle(request, response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, "close");
  };
  return stub;
}

function json(body: unknown, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };
}

const portlandResult = {
  place_id: 1,
  lat: "45.5202471",
  lon: "-122.674194",
  name: "Portland",
  addresstype: "city",
  display_name: "Portland, Multnomah County, Oregon, United States",
  address: { city: "Portland", county: "Multnomah County", state: "Oregon", "ISO3166-2-lvl4": "US-OR" },
};

let stub: StubServer;
beforeEach(async () => {
  stub = await startStubServer();
});
afterEach(() => stub.close());

describe("createHttpGeocoder against a Nominatim-compatible server", () => {
  it("geocodes with one search request that names Roamstead", async () => {
    stub.handle = json([portlandResult]);
    const geocoder = createHttpGeocoder({ baseUrl: stub.url });
    expect(await geocoder.geocode("Portland, OR")).toEqual({
      label: "Portland, OR",
      latitude: 45.5202471,
      longitude: -122.674194,
    });
    const [request] = stub.requests;
    expect(request?.pathname).toBe("/search");
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      q: "Portland, OR",
      format: "jsonv2",
      addressdetails: "1",
      limit: "1",
      countrycodes: "us,ca",
    });
    expect(stub.userAgents[0]).toMatch(/^Roamstead\//);
  });

  it("keeps the path of a base URL and labels postcodes and foreign-style places", async () => {
    stub.handle = json([
      {
        ...portlandResult,
        addresstype: "postcode",
        name: "97201",
        address: { ...portlandResult.address, postcode: "97201" },
      },
      { lat: 49.28, lon: -123.12, display_name: "Stanley Park, Vancouver, British Columbia, Canada" },
    ]);
    const geocoder = createHttpGeocoder({ baseUrl: `${stub.url}/nominatim` });
    expect((await geocoder.suggest("972", 5)).map((place) => place.label)).toEqual([
      "97201 (Portland, OR)",
      "Stanley Park, Vancouver",
    ]);
    expect(stub.requests[0]?.pathname).toBe("/nominatim/search");
    expect(stub.requests[0]?.searchParams.get("limit")).toBe("5");
  });

  it("answers null for a place the server does not know, and asks nothing for empty or short text", async () => {
    stub.handle = json([]);
    const geocoder = createHttpGeocoder({ baseUrl: stub.url });
    expect(await geocoder.geocode("Narnia")).toBeNull();
    expect(await geocoder.geocode("   ")).toBeNull();
    expect(await geocoder.suggest("po", 5)).toEqual([]);
    expect(await geocoder.suggest("portland", 0)).toEqual([]);
    expect(stub.requests).toHaveLength(1);
  });

  it("does not follow a redirect, not even to another local server", async () => {
    const elsewhere = await startStubServer();
    try {
      elsewhere.handle = json([portlandResult]);
      stub.handle = (_request, response) => {
        response.writeHead(302, { location: `${elsewhere.url}/search?q=Portland` });
        response.end();
      };
      const geocoder = createHttpGeocoder({ baseUrl: stub.url });
      await expect(geocoder.geocode("Portland")).rejects.toMatchObject({ code: "bad-gateway", service: "geocoder" });
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it("gives up on a slow server", async () => {
    stub.handle = (_request, response) => {
      setTimeout(() => json([portlandResult])(_request, response), 2_000).unref();
    };
    const geocoder = createHttpGeocoder({ baseUrl: stub.url, timeoutMs: 100 });
    const started = performance.now();
    await expect(geocoder.geocode("Portland")).rejects.toMatchObject({
      message: "Geocoding failed: TIMEOUT",
      cause: { message: expect.stringMatching(/request failed.*TimeoutError/) },
    });
    expect(performance.now() - started).toBeLessThan(1_500); // not the server's 2 s
  });

  it.each([
    ["malformed JSON", json("[{"), /malformed JSON/],
    ["an object instead of a list", json({ error: "Unable to geocode" }), /not a Nominatim search result/],
    ["a latitude out of range", json([{ ...portlandResult, lat: "123.4" }]), /not a Nominatim search result/],
    ["a coordinate that is not a number", json([{ ...portlandResult, lon: "west" }]), /not a Nominatim/],
    ["a server error", json({ error: "overloaded" }, 503), /answered 503/, "Geocoding failed: 503"],
    ["an answer too large to be a search result", json(`[${" ".repeat(300_000)}]`), /too large/],
    [
      "a streamed answer that grows too large",
      (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, { "content-type": "application/json" }); // chunked: no length given
        for (let chunk = 0; chunk < 10; chunk++) response.write(" ".repeat(30_000));
        response.end("[]");
      },
      /too large/,
    ],
  ])("rejects %s", async (_case, handler, detail, message = "Geocoding failed: INVALID_RESPONSE") => {
    stub.handle = handler;
    const failure = await createHttpGeocoder({ baseUrl: stub.url })
      .geocode("Portland")
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message, status: 502, cause: { message: expect.stringMatching(detail) } });
    expect(isGeocoderUnavailable(failure)).toBe(true);
  });

  it("tells a geocoding failure from another error by its code and service, not its message", () => {
    expect(isGeocoderUnavailable(new Error("Geocoding failed: 503"))).toBe(false);
    expect(isGeocoderUnavailable(new AppError("bad-gateway", "Geocoding failed: 503"))).toBe(false);
    expect(isGeocoderUnavailable(geocoderUnavailable("503", "down"))).toBe(true);
  });

  it("refuses a base URL that is not plain http(s)", () => {
    for (const baseUrl of ["ftp://geo.example", "https://user:secret@geo.example", "not a url", "file:///etc"]) {
      expect(() => createHttpGeocoder({ baseUrl })).toThrow(/http\(s\) URL without credentials/);
    }
  });
});

describe("createGeocoder with a GEOCODER_URL", () => {
  function capturingLogger() {
    const lines: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { logger: pino({ level: "warn" }, destination), lines };
  }

  it("logs a failure and passes it on as 'Geocoding failed: {status}'; suggestions answer none", async () => {
    const { logger, lines } = capturingLogger();
    stub.handle = json({ error: "overloaded" }, 503);
    const geocoder = createGeocoder({ geocoderUrl: stub.url, logger });
    await expect(geocoder.geocode("Portland")).rejects.toThrow("Geocoding failed: 503");
    expect(await geocoder.suggest("Portland", 5)).toEqual([]);
    expect(lines.map(({ msg, operation }) => [msg, operation])).toEqual([
      ["geocoder lookup failed", "geocode"],
      ["geocoder lookup failed", "suggest"],
    ]);
  });

  it("caches answers but not failures", async () => {
    stub.handle = json("[{");
    const geocoder = createGeocoder({ geocoderUrl: stub.url });
    await expect(geocoder.geocode("Portland")).rejects.toThrow("Geocoding failed: INVALID_RESPONSE");
    stub.handle = json([portlandResult]);
    expect((await geocoder.geocode("Portland"))?.label).toBe("Portland, OR");
    expect((await geocoder.geocode("portland"))?.label).toBe("Portland, OR");
    expect(stub.requests).toHaveLength(2);
  });
});
