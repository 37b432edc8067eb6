import { describe, expect, it } from "vitest";
import {
  downscaledName,
  downscaledSize,
  downscaledType,
  isScalablePhoto,
  maxSentPhotoSide,
} from "./photo-downscale.ts";

describe("downscaledSize", () => {
  it("scales the long edge down to 3,000 px, keeping the aspect ratio, in either orientation", () => {
    expect(maxSentPhotoSide).toBe(3000);
    expect(downscaledSize(4032, 3024)).toEqual({ width: 3000, height: 2250 });
    expect(downscaledSize(3024, 4032)).toEqual({ width: 2250, height: 3000 });
    expect(downscaledSize(8000, 1000)).toEqual({ width: 3000, height: 375 });
    expect(downscaledSize(12000, 3)).toEqual({ width: 3000, height: 1 });
  });

  it("leaves a photo of 3,000 px or less as it is, and nonsense sizes too", () => {
    expect(downscaledSize(3000, 3000)).toBeNull();
    expect(downscaledSize(1600, 1200)).toBeNull();
    expect(downscaledSize(0, 4000)).toBeNull();
    expect(downscaledSize(Number.NaN, 4000)).toBeNull();
  });
});

describe("downscaledType and downscaledName", () => {
  it("scales JPEG, PNG and WebP only", () => {
    expect(["image/jpeg", "image/png", "image/webp"].every(isScalablePhoto)).toBe(true);
    expect(["image/heic", "image/heif", "image/avif", "", "image/gif"].some(isScalablePhoto)).toBe(false);
  });

  it("keeps a PNG a PNG and re-encodes everything else as JPEG", () => {
    expect(downscaledType("image/png")).toBe("image/png");
    expect(downscaledType("image/jpeg")).toBe("image/jpeg");
    expect(downscaledType("image/webp")).toBe("image/jpeg");
  });

  it("keeps the name with the new format's extension", () => {
    expect(downscaledName("IMG_0042.JPG", "image/jpeg")).toBe("IMG_0042.JPG");
    expect(downscaledName("van.jpeg", "image/jpeg")).toBe("van.jpeg");
    expect(downscaledName("van.webp", "image/jpeg")).toBe("van.jpg");
    expect(downscaledName("plan.png", "image/png")).toBe("plan.png");
    expect(downscaledName("camper", "image/jpeg")).toBe("camper.jpg");
    expect(downscaledName(".jpg", "image/jpeg")).toBe(".jpg");
    expect(downscaledName(".webp", "image/jpeg")).toBe(".webp.jpg");
  });
});
