import { describe, expect, it } from "vitest";
import { bytesResponse } from "./bytes-response.ts";

describe("an answer of bytes the server holds", () => {
  it("sends the held bytes themselves, with their length and the given headers and status", async () => {
    const held = new TextEncoder().encode("<urlset>…</urlset>");
    const response = bytesResponse(held, { status: 200, headers: { "Content-Type": "application/xml" } });

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml");
    expect(response.headers.get("Content-Length")).toBe(String(held.byteLength));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value).toBe(held);
    expect((await reader.read()).done).toBe(true);
  });

  it("sends pieces in order, each as it is, with their whole length", async () => {
    const head = new TextEncoder().encode("<head></head>");
    const rest = new TextEncoder().encode("<body>é</body>");
    const response = bytesResponse([head, rest], { headers: new Headers({ "Content-Type": "text/html" }) });

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html");
    expect(response.headers.get("Content-Length")).toBe(String(head.byteLength + rest.byteLength));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value).toBe(head);
    expect((await reader.read()).value).toBe(rest);
    expect((await reader.read()).done).toBe(true);
  });

  it("leaves the held bytes whole for the next answer", async () => {
    const held = new TextEncoder().encode("kept for every crawler");
    await bytesResponse(held, { headers: {} }).arrayBuffer();
    expect(new TextDecoder().decode(await bytesResponse(held, { headers: {} }).arrayBuffer())).toBe(
      "kept for every crawler",
    );
    expect(held.byteLength).toBe(22);
  });
});
