// When a photo is a near copy of another (docs/product/integrity-checks.md, Photos), on generated camper photos: each
// photo is hashed as its upload hashes it, and each candidate is tried at its crops as the check reads it (from its
// stored 480 px variant). bench/photo-hash.ts measures the same on a larger set.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createRandom } from "#app/demo/random.ts";
import { hashDistance, type PhotoHash } from "#app/modules/media/perceptual-hash.ts";
import { makeWebpVariants } from "#app/modules/media/process-image.server.ts";
import { isNearCopy, maxCopyDistance } from "./photo-copy-rules.ts";
import {
  type CopyMaking,
  copyPhoto,
  describeCopyMaking,
  otherPaintSamePlace,
  photographCamper,
  randomCamperShot,
  sameModelElsewhere,
} from "./testing/generated-photos.server.ts";
import { uploadedPhoto } from "./testing/uploaded-photo.server.ts";

const rng = createRandom(35);
const shot = randomCamperShot(rng, "van");
let original: Buffer;
let stored: PhotoHash;

beforeAll(async () => {
  original = await photographCamper(shot, 1280);
  stored = (await uploadedPhoto(original)).hash;
});

const copies: CopyMaking[] = [
  { kind: "re-encode", format: "jpeg", quality: 40 },
  { kind: "re-encode", format: "webp", quality: 55 },
  { kind: "resize", width: 640 },
  { kind: "resize", width: 320 },
  { kind: "crop", left: 0.1, right: 0, top: 0, bottom: 0 },
  { kind: "crop", left: 0.03, right: 0.06, top: 0.07, bottom: 0.02 },
  { kind: "crop", left: 0.05, right: 0.05, top: 0.05, bottom: 0.05, width: 500 },
];

describe("a near copy of a photo", () => {
  it.each(copies.map((making) => [describeCopyMaking(making), making] as const))("is caught %s", async (_, making) => {
    const { probes } = await uploadedPhoto(await copyPhoto(original, making));
    expect(isNearCopy(probes, stored)).toBe(true);
  });

  it("is the photo itself at its first crop (no crop), and its own hash is the stored one", async () => {
    const again = await uploadedPhoto(original);
    expect(hashDistance(again.hash, stored)).toBe(0);
    expect(hashDistance(again.probes[0] as PhotoHash, stored)).toBeLessThanOrEqual(4);
    expect(again.probes).toHaveLength(225);
  });
});

describe("a plain fill", () => {
  it("has no hash, so it is nobody's copy", async () => {
    const { hash } = await makeWebpVariants(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3e5a45" } })
        .jpeg()
        .toBuffer(),
    );
    expect(hash).toBeNull();
  });
});

describe("another camper of the same model", () => {
  it("painted otherwise in the same kind of place is not a copy", async () => {
    const { probes } = await uploadedPhoto(await photographCamper(otherPaintSamePlace(rng, shot), 1280));
    expect(isNearCopy(probes, stored)).toBe(false);
  });

  it("photographed elsewhere is not a copy", async () => {
    for (let n = 0; n < 2; n++) {
      const { probes } = await uploadedPhoto(await photographCamper(sameModelElsewhere(rng, shot), 1280));
      expect(isNearCopy(probes, stored)).toBe(false);
    }
  });

  it("differs by more than the threshold even at its closest crop", async () => {
    const { probes } = await uploadedPhoto(await photographCamper(otherPaintSamePlace(rng, shot), 1280));
    const nearest = Math.min(...probes.map((probe) => hashDistance(probe, stored)));
    expect(nearest).toBeGreaterThan(maxCopyDistance);
  });
});
