// Generated camper photos for the photo checks' tests and bench (bench/photo-hash.ts): drawn scenes (the demo's
// drawing, app/demo/demo-scene-svg.ts) with a photo's grain, their copies (re-encoded, resized, lightly cropped) and
// other campers of the same model (another paint, another place).
import type { DemoSilhouette } from "#app/demo/catalog.ts";
import {
  type DemoPhotoSpec,
  demoLandscapes,
  demoPhotoSize,
  demoSceneSvg,
  demoTimesOfDay,
} from "#app/demo/demo-scene-svg.ts";
import type { Random } from "#app/demo/random.ts";
import { loadSharp } from "#app/modules/media/limit-image-memory.server.ts";

const silhouettes: readonly DemoSilhouette[] = [
  "van",
  "bus",
  "shortBus",
  "motorhome",
  "coach",
  "tentRig",
  "expedition",
];
const paints = [
  "#f1f1ec",
  "#3e5a45",
  "#4a5058",
  "#cdb891",
  "#9bb39a",
  "#f2b41b",
  "#2d3e5e",
  "#3f8f8c",
  "#33456b",
  "#6b4a36",
  "#2b2d30",
  "#a63a32",
  "#c8b48a",
  "#8e9296",
];

/** A camper photographed somewhere: everything the drawing needs. */
export function randomCamperShot(rng: Random, silhouette: DemoSilhouette = rng.pick(silhouettes)): DemoPhotoSpec {
  const [body, accent] = rng.sample(paints, 2) as [string, string];
  return {
    silhouette,
    look: { body, accent, hasSolar: rng.chance(0.5), isTentOpen: rng.chance(0.5) },
    landscape: rng.pick(demoLandscapes),
    timeOfDay: rng.pick(demoTimesOfDay),
    isFacingLeft: rng.chance(0.3),
    zoom: rng.between(0.88, 1.08),
    seed: rng.int(1, 2 ** 30),
  };
}

/**
 * The same model painted otherwise, photographed the same way in the same kind of place and light (other ridges and
 * trees, the camper a little nearer or farther): the closest other camper a seller could photograph. (The very same
 * scene with only the paint changed is no other photo but a retouched copy.)
 */
export function otherPaintSamePlace(rng: Random, shot: DemoPhotoSpec): DemoPhotoSpec {
  const [body, accent] = rng.sample(
    paints.filter((paint) => paint !== shot.look.body),
    2,
  ) as [string, string];
  return {
    ...shot,
    look: { ...shot.look, body, accent },
    zoom: rng.between(0.88, 1.08),
    seed: rng.int(1, 2 ** 30),
  };
}

/** Another camper of the same model, elsewhere. */
export function sameModelElsewhere(rng: Random, shot: DemoPhotoSpec): DemoPhotoSpec {
  return randomCamperShot(rng, shot.silhouette);
}

/**
 * The shot as a camera's JPEG: `width` px wide (4:3), with a little sensor grain, so that re-encoding it loses
 * detail as a photo's does.
 */
export async function photographCamper(shot: DemoPhotoSpec, width = 1920): Promise<Buffer> {
  const sharp = await loadSharp();
  const height = Math.round((width * demoPhotoSize.height) / demoPhotoSize.width);
  const density = (72 * width) / demoPhotoSize.width;
  const scene = await sharp(Buffer.from(demoSceneSvg(shot)), { density })
    .resize(width, height)
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 14 } },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What a copy does to the photo. */
export type CopyMaking =
  | { kind: "re-encode"; format: "jpeg" | "webp"; quality: number }
  | { kind: "resize"; width: number }
  /** Cut by these fractions of the width and height (each at most 0.1 in all), then saved as a JPEG `width` wide. */
  | { kind: "crop"; left: number; right: number; top: number; bottom: number; width?: number };

/** The copies the bench and tests try on every photo: re-encodes, resizes and light crops, some combined. */
export function copyMakings(rng: Random): CopyMaking[] {
  const randomCrop = (width?: number): CopyMaking => {
    const across = rng.between(0.02, 0.1);
    const down = rng.between(0.02, 0.1);
    const leftShare = rng.next();
    const topShare = rng.next();
    return {
      kind: "crop",
      left: across * leftShare,
      right: across * (1 - leftShare),
      top: down * topShare,
      bottom: down * (1 - topShare),
      ...(width ? { width } : {}),
    };
  };
  return [
    { kind: "re-encode", format: "jpeg", quality: 45 },
    { kind: "re-encode", format: "webp", quality: 60 },
    { kind: "resize", width: 960 },
    { kind: "resize", width: 400 },
    { kind: "crop", left: 0.1, right: 0, top: 0, bottom: 0 },
    { kind: "crop", left: 0, right: 0.05, top: 0.05, bottom: 0.03 },
    randomCrop(),
    randomCrop(640),
  ];
}

export function describeCopyMaking(making: CopyMaking): string {
  switch (making.kind) {
    case "re-encode":
      return `re-encoded (${making.format} q${making.quality})`;
    case "resize":
      return `resized to ${making.width} px`;
    case "crop":
      return `cropped${making.width ? ` and resized to ${making.width} px` : ""}`;
  }
}

/** The copy of a photo that `making` says. */
export async function copyPhoto(photo: Buffer, making: CopyMaking): Promise<Buffer> {
  const sharp = await loadSharp();
  switch (making.kind) {
    case "re-encode":
      return making.format === "jpeg"
        ? sharp(photo).jpeg({ quality: making.quality }).toBuffer()
        : sharp(photo).webp({ quality: making.quality }).toBuffer();
    case "resize":
      return sharp(photo).resize({ width: making.width }).jpeg({ quality: 80 }).toBuffer();
    case "crop": {
      const { width = 0, height = 0 } = await sharp(photo).metadata();
      const left = Math.round(width * making.left);
      const top = Math.round(height * making.top);
      const kept = {
        left,
        top,
        width: width - left - Math.round(width * making.right),
        height: height - top - Math.round(height * making.bottom),
      };
      const cropped = sharp(photo).extract(kept);
      return (making.width ? cropped.resize({ width: making.width }) : cropped).jpeg({ quality: 82 }).toBuffer();
    }
  }
}
