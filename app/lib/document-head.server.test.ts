import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  documentWithoutModulePreloads,
  streamWithoutModulePreloads,
  withoutModulePreloads,
} from "./document-head.server.ts";

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

describe("streamWithoutModulePreloads", () => {
  it("does the same to a document that comes in pieces, split inside a tag and inside a character", async () => {
    const bytes = Buffer.from(head + body, "utf8");
    // The head ends in the same chunk as the first half of a character of the body.
    const bodyCharacter = bytes.indexOf("é", bytes.indexOf("</head>"));
    const cuts = [5, 90, bytes.indexOf("é") + 1, bytes.indexOf("</head>") + 3, bodyCharacter + 1, bytes.length - 10];
    const pieces = [0, ...cuts].map((start, index) => bytes.subarray(start, [...cuts, bytes.length][index]));
    const output = await text(Readable.from(pieces).pipe(streamWithoutModulePreloads()));
    expect(output).toBe(expected);
  });

  it("passes a short document without a head through whole", async () => {
    const output = await text(Readable.from([Buffer.from("<p>Hors ligne</p>")]).pipe(streamWithoutModulePreloads()));
    expect(output).toBe("<p>Hors ligne</p>");
  });
});
