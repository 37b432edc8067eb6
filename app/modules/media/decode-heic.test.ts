// HEIC/HEIF decoding (libheif in a worker thread): upright pixels, the size checked before any pixel is
// decoded, and a clear refusal of what is not a readable HEIC.
import { describe, expect, it } from "vitest";
import { decodeHeic } from "./decode-heic.server.ts";
import { maxImagePixels } from "./media-limits.ts";
import { makeHeicFixture } from "./testing/make-heic-fixture.ts";

/** The RGB of one pixel of a decoded photo. */
function pixelAt({ data, width }: { data: Buffer; width: number }, x: number, y: number): number[] {
  const start = (y * width + x) * 3;
  return [...data.subarray(start, start + 3)];
}
const isRed = ([red, , blue]: number[]) => (red ?? 0) > 150 && (blue ?? 255) < 100;
const isBlue = ([red, , blue]: number[]) => (blue ?? 0) > 150 && (red ?? 255) < 100;

/** The same file, its (first) ispe property claiming `width`×`height`. */
function claimingSize(heic: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(heic);
  const ispe = patched.indexOf("ispe", 0, "latin1");
  patched.writeUInt32BE(width, ispe + 8);
  patched.writeUInt32BE(height, ispe + 12);
  return patched;
}

describe("decodeHeic", () => {
  it("decodes to upright RGB: the container's rotation (irot) applied", async () => {
    // 64×48, red left and blue right, shown turned 90° anticlockwise: 48×64, blue on top, red below.
    const decoded = await decodeHeic(await makeHeicFixture({ width: 64, height: 48, rotation: 90 }));
    expect(decoded).toMatchObject({ width: 48, height: 64, channels: 3 });
    expect(decoded.data.length).toBe(48 * 64 * 3);
    expect(isBlue(pixelAt(decoded, 24, 8))).toBe(true);
    expect(isRed(pixelAt(decoded, 24, 56))).toBe(true);
  });

  it("puts a grid of 512 px tiles together, cropped to the photo's size (an iPhone's layout)", async () => {
    const decoded = await decodeHeic(await makeHeicFixture({ width: 1100, height: 700, grid: true }));
    expect(decoded).toMatchObject({ width: 1100, height: 700 });
    expect(isRed(pixelAt(decoded, 10, 690))).toBe(true);
    expect(isBlue(pixelAt(decoded, 1090, 10))).toBe(true);
  });

  it("refuses a photo claiming more than 40 megapixels from its header, without decoding it", async () => {
    // The coded picture is 64×48: decoding it as 60,000 × 60,000 would fail as unreadable instead.
    const claimed = claimingSize(await makeHeicFixture({ width: 64, height: 48 }), 60_000, 60_000);
    expect(60_000 * 60_000).toBeGreaterThan(maxImagePixels);
    await expect(decodeHeic(claimed)).rejects.toThrow("media.upload.tooManyPixels");
  });

  it("refuses a truncated HEIC and bytes that are no HEIC as unreadable, and keeps decoding afterwards", async () => {
    const heic = await makeHeicFixture({ width: 64, height: 48 });
    await expect(decodeHeic(heic.subarray(0, heic.length - 60))).rejects.toThrow("media.upload.unreadableImage");
    await expect(decodeHeic(Buffer.from("not a photo at all"))).rejects.toThrow("media.upload.unreadableImage");
    await expect(decodeHeic(heic)).resolves.toMatchObject({ width: 64, height: 48 });
  });
});
