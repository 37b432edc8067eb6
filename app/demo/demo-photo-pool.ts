// A small pool of drawn photos shared by every demo listing: per silhouette a few "vehicles"
// (looks), each photographed in several shots. A listing shows 2–4 shots of one look, so its
// gallery shows one vehicle in different places rather than a different van in every photo.
import type { DemoSilhouette } from "./catalog.ts";
import { type DemoPhotoSpec, demoLandscapes, type demoTimesOfDay } from "./demo-scene-svg.ts";
import type { VehicleLook } from "./demo-vehicle-svg.ts";
import { type Random, seedFor } from "./random.ts";

/**
 * Part of every photo's name, from which its media id is made: media are served as immutable, so
 * changed artwork needs new ids. Bump it whenever the drawing code changes what a photo looks like.
 */
export const demoArtworkVersion = 1;
export const demoLooksPerSilhouette = 2;
export const demoShotsPerLook = 4;

type LookColors = readonly [body: string, accent: string];

/** Colours sellers really pick, most characteristic first. */
const lookColors: Record<DemoSilhouette, readonly LookColors[]> = {
  van: [
    ["#f1f1ec", "#3f6fa6"],
    ["#3e5a45", "#cdb891"],
    ["#4a5058", "#d7743a"],
    ["#cdb891", "#3f8f8c"],
  ],
  bus: [
    ["#9bb39a", "#c86f4e"],
    ["#f2b41b", "#232323"],
    ["#f1efe8", "#3f8f8c"],
    ["#2d3e5e", "#d9a441"],
  ],
  shortBus: [
    ["#f2b41b", "#232323"],
    ["#3f8f8c", "#efe6d2"],
    ["#c86f4e", "#9bb39a"],
    ["#f1efe8", "#2d3e5e"],
  ],
  motorhome: [
    ["#33456b", "#e07b39"],
    ["#6b4a36", "#d9a441"],
    ["#2b2d30", "#b3261e"],
    ["#3f8f8c", "#8e9296"],
  ],
  coach: [
    ["#a63a32", "#1f2a44"],
    ["#8a6a3a", "#2b2d30"],
    ["#1f2a44", "#b8bcc0"],
    ["#3e5a45", "#d9a441"],
  ],
  tentRig: [
    ["#c8b48a", "#6b6f45"],
    ["#ececea", "#8d8f86"],
    ["#a63a32", "#4a4c4f"],
    ["#5d6b45", "#c9b68f"],
  ],
  expedition: [
    ["#eeeeea", "#c86f4e"],
    ["#cdb891", "#5d6b45"],
    ["#8e9296", "#d7743a"],
    ["#6b6f45", "#2b2d30"],
  ],
};

const silhouettes = Object.keys(lookColors) as DemoSilhouette[];
const shotTimes = ["midday", "golden", "morning", "dusk"] as const satisfies readonly (typeof demoTimesOfDay)[number][];
const shotZooms = [1, 0.9, 1.06, 0.95];

export interface DemoPhoto {
  /** The media id (a row in `media`, owned by nobody, attached to 'demo'). */
  id: string;
  name: string;
  /** `/media/<id>`, like every uploaded photo. */
  url: string;
  spec: DemoPhotoSpec;
}

/** FNV-1a, 32 bits, from a given basis. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A UUID (version 8, "custom") derived from the photo's name: the same on every machine and every seed. */
export function demoPhotoId(name: string): string {
  const hex = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x27d4eb2f]
    .map((basis) => fnv1a(`roamstead-demo-photo:${name}`, basis).toString(16).padStart(8, "0"))
    .join("");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const kebab = (value: string) => value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function demoPhoto(silhouette: DemoSilhouette, look: number, shot: number): DemoPhoto {
  const k = silhouettes.indexOf(silhouette);
  const [body, accent] = lookColors[silhouette][look] as LookColors;
  const vehicleLook: VehicleLook = { body, accent, hasSolar: look % 2 === 0, isTentOpen: shot % 2 === 0 };
  const name = `${kebab(silhouette)}-${look + 1}-${shot + 1}-v${demoArtworkVersion}`;
  const id = demoPhotoId(name);
  return {
    id,
    name,
    url: `/media/${id}`,
    spec: {
      silhouette,
      look: vehicleLook,
      // Each look is shown in every landscape and light, and silhouettes start at different ones.
      landscape: demoLandscapes[(k + look * 2 + shot) % demoLandscapes.length] as DemoPhotoSpec["landscape"],
      timeOfDay: shotTimes[(shot + k + look) % shotTimes.length] as DemoPhotoSpec["timeOfDay"],
      isFacingLeft: (shot + look + k) % 3 === 2,
      zoom: shotZooms[shot % shotZooms.length] as number,
      seed: seedFor(0x5eed, k * 100 + look * 10 + shot),
    },
  };
}

/** Every photo in the pool, in a stable order. */
export function demoPhotoPool(): DemoPhoto[] {
  return silhouettes.flatMap((silhouette) =>
    Array.from({ length: demoLooksPerSilhouette }, (_, look) =>
      Array.from({ length: demoShotsPerLook }, (_, shot) => demoPhoto(silhouette, look, shot)),
    ).flat(),
  );
}

/** 2–4 photo URLs (`/media/<id>`) of one vehicle for a listing drawn as `silhouette`. */
export function pickDemoPhotoUrls(rng: Random, silhouette: DemoSilhouette): string[] {
  const look = rng.int(0, demoLooksPerSilhouette - 1);
  const firstShot = rng.int(0, demoShotsPerLook - 1);
  const count = rng.int(2, Math.min(4, demoShotsPerLook));
  return Array.from({ length: count }, (_, i) => demoPhoto(silhouette, look, (firstShot + i) % demoShotsPerLook).url);
}
