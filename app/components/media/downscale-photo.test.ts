// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downscalePhoto } from "./downscale-photo.ts";

function photo(name: string, type: string, size: number) {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** A browser whose decoder says the picked photo is `width` × `height` and whose encoder makes `bytes` bytes. */
function stubBrowser(width: number, height: number, bytes: number) {
  const close = vi.fn();
  const decode = vi.fn(async () => ({ width, height, close }));
  const drawImage = vi.fn();
  vi.stubGlobal("createImageBitmap", decode);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, "toBlob")
    .mockImplementation((callback, type) => callback(new Blob([new Uint8Array(bytes)], { type })));
  return { decode, drawImage, toBlob, close };
}

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe("downscalePhoto", () => {
  it("draws a large photo upright at 3,000 px and sends it as a JPEG under its own name", async () => {
    const browser = stubBrowser(4032, 3024, 600_000);
    const original = photo("IMG_0042.webp", "image/webp", 5_000_000);
    const sent = await downscalePhoto(original);
    expect(browser.decode).toHaveBeenCalledWith(original, { imageOrientation: "from-image" });
    expect(browser.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 3000, 2250);
    expect(browser.toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", 0.9);
    expect(sent).not.toBe(original);
    expect(sent.name).toBe("IMG_0042.jpg");
    expect(sent.type).toBe("image/jpeg");
    expect(sent.size).toBe(600_000);
    expect(browser.close).toHaveBeenCalled();
  });

  it("keeps a PNG a PNG", async () => {
    stubBrowser(3024, 4032, 900_000);
    const sent = await downscalePhoto(photo("floor-plan.png", "image/png", 9_000_000));
    expect([sent.name, sent.type]).toEqual(["floor-plan.png", "image/png"]);
  });

  it("keeps the original when it is small enough, when the result is not smaller, or when it cannot be decoded", async () => {
    let browser = stubBrowser(3000, 2000, 100);
    const small = photo("small.jpg", "image/jpeg", 2_000_000);
    expect(await downscalePhoto(small)).toBe(small);
    expect(browser.drawImage).not.toHaveBeenCalled();
    expect(browser.close).toHaveBeenCalled();

    browser = stubBrowser(4000, 3000, 3_000_000);
    const tight = photo("tight.jpg", "image/jpeg", 3_000_000);
    expect(await downscalePhoto(tight)).toBe(tight);

    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => {
        throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      }),
    );
    const broken = photo("broken.jpg", "image/jpeg", 3_000_000);
    expect(await downscalePhoto(broken)).toBe(broken);
  });

  it("sends HEIC and AVIF as picked, without trying to decode them (the server does)", async () => {
    const browser = stubBrowser(4032, 3024, 100);
    const heic = photo("IMG_0001.HEIC", "image/heic", 3_000_000);
    expect(await downscalePhoto(heic)).toBe(heic);
    const avif = photo("van.avif", "image/avif", 3_000_000);
    expect(await downscalePhoto(avif)).toBe(avif);
    expect(browser.decode).not.toHaveBeenCalled();
  });

  it("sends the photo as picked in a browser without createImageBitmap", async () => {
    const original = photo("van.jpg", "image/jpeg", 5_000_000);
    expect(await downscalePhoto(original)).toBe(original);
  });
});
