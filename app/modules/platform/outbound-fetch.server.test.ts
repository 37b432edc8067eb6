import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOutbound, OutboundFailed, type OutboundLimits, OutboundRefused } from "./outbound-fetch.server.ts";
import { isRefusedAddress } from "./refused-addresses.ts";

const limits: OutboundLimits = {
  timeoutMs: 2_000,
  maxBytes: 1_000,
  maxRedirects: 3,
  allowedSchemes: ["https:", "http:"],
};

let server: Server;
let other: Server;
let origin: string;
let host: string;
let otherOrigin: string;
let requestsSeen = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requestsSeen++;
    if (request.url === "/big") return response.end("x".repeat(5_000));
    if (request.url === "/slow") return setTimeout(() => response.end("late"), 3_000);
    if (request.url === "/to-other") return response.writeHead(302, { location: `${otherOrigin}/` }).end();
    if (request.url === "/to-metadata") {
      return response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    }
    if (request.url === "/to-self") return response.writeHead(302, { location: "/hello" }).end();
    if (request.url === "/loop") return response.writeHead(302, { location: "/loop" }).end();
    response.end(`hello ${request.method}`);
  });
  other = createServer((_request, response) => {
    requestsSeen++;
    response.end("the other");
  });
  server.listen(0, "127.0.0.1");
  other.listen(0, "127.0.0.1");
  await Promise.all([once(server, "listening"), once(other, "listening")]);
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  other.close();
});

async function refusal(address: string, allowedHosts: string[] = []) {
  const error = await fetchOutbound(address, { limits, allowedHosts }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(OutboundRefused);
  return (error as OutboundRefused).reason;
}

describe("the outbound address guard", () => {
  it("refuses loopback, private, link-local and IPv6 loopback addresses without reaching them", async () => {
    const before = requestsSeen;
    expect(await refusal(`${origin}/hello`)).toBe("address");
    expect(await refusal("http://10.1.2.3/photo.jpg")).toBe("address");
    expect(await refusal("http://169.254.169.254/latest/meta-data/")).toBe("address");
    expect(await refusal("http://[::1]/")).toBe("address");
    expect(await refusal("http://[::ffff:127.0.0.1]/")).toBe("address");
    expect(await refusal("http://localhost/")).toBe("address");
    expect(await refusal("http://0x7f000001/")).toBe("address");
    expect(requestsSeen).toBe(before);
  });

  it("refuses other schemes, credentials in the address and what is not an address", async () => {
    expect(await refusal("file:///etc/passwd")).toBe("scheme");
    expect(await refusal("ftp://example.com/")).toBe("scheme");
    expect(await refusal("http://user:secret@example.com/")).toBe("credentials");
    expect(await refusal("not a url")).toBe("invalid-url");
    const httpsOnly = { ...limits, allowedSchemes: ["https:"] as const };
    const error = await fetchOutbound("http://example.com/", { limits: httpsOnly }).catch((caught: unknown) => caught);
    expect((error as OutboundRefused).reason).toBe("scheme");
  });

  it("reaches an allowed host:port, and checks every redirect again", async () => {
    const answer = await fetchOutbound(`${origin}/hello`, { limits, allowedHosts: [host] });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("hello GET");
    const followed = await fetchOutbound(`${origin}/to-self`, { limits, allowedHosts: [host] });
    expect(followed.url).toBe(`${origin}/hello`);
    const before = requestsSeen;
    expect(await refusal(`${origin}/to-other`, [host])).toBe("address");
    expect(await refusal(`${origin}/to-metadata`, [host])).toBe("address");
    expect(requestsSeen).toBe(before + 2);
  });

  it("a POST does not follow a redirect: its 3xx is its answer", async () => {
    const answer = await fetchOutbound(`${origin}/to-other`, {
      method: "POST",
      body: "{}",
      limits,
      allowedHosts: [host],
    });
    expect(answer.status).toBe(302);
  });

  it("fails a body over the limit, a slow answer and a redirect loop", async () => {
    const allowed = { allowedHosts: [host] };
    const reasonOf = async (path: string, over: Partial<OutboundLimits> = {}) => {
      const error = await fetchOutbound(`${origin}${path}`, { limits: { ...limits, ...over }, ...allowed }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(OutboundFailed);
      return (error as OutboundFailed).reason;
    };
    expect(await reasonOf("/big")).toBe("too-large");
    expect(await reasonOf("/slow", { timeoutMs: 200 })).toBe("timeout");
    expect(await reasonOf("/loop")).toBe("too-many-redirects");
  });
});

describe("refused addresses", () => {
  it.each([
    "127.0.0.1",
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "::ffff:10.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "::ffff:0:a9fe:a9fe",
    "64:ff9b:1::a00:1",
    "3fff::1",
    "5f00::1",
    "2001:db8::1",
  ])("%s is refused", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "2606:4700::6810:84e5",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2a00:1450:4001::1",
  ])("%s is reached", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});
