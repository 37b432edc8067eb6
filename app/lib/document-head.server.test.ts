import { describe, expect, it } from "vitest";
import { documentWithoutModulePreloads, withoutModulePreloads } from "./document-head.server.ts";

const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-B2.js"/><link rel="icon" href="/favicon.svg"/><title>Café</title></head>';
const body =
  '<body><p>Prix · 45 000 $ – été</p><pre>&lt;link rel="modulepreload" href="/kept.js"/&gt;</pre></body></html>';
const expected =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/><title>Café</title></head>' +
  body;

describe("withoutModulePreloads", () => {
  it("takes the module preloads out of the head and leaves the rest as it was", () => {
    expect(withoutModulePreloads(head + body)).toBe(expected);
  });

  it("leaves a document without a head as it is", () => {
    expect(withoutModulePreloads('<link rel="modulepreload" href="/a.js"/>')).toBe(
      '<link rel="modulepreload" href="/a.js"/>',
    );
  });
});

describe("documentWithoutModulePreloads", () => {
  it("does the same on bytes, the body's left as they came", () => {
    const bytes = Buffer.from(head + body, "utf8");
    const pieces = documentWithoutModulePreloads(bytes);
    expect(Buffer.concat(pieces).toString("utf8")).toBe(expected);
    // The body goes out as a view of the rendered bytes, not a copy of them.
    expect(pieces.at(-1)?.buffer).toBe(bytes.buffer);
  });
});
