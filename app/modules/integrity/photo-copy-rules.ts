// When a photo is a near copy of another (docs/product/integrity-checks.md, Photos; ADR 062 has the bench's figures).
// Shared by the database lookup, its tests and the bench.
import { photoHashBands } from "#app/db/media-schema.ts";
import { hashDistance, type PhotoHash } from "#app/modules/media/perceptual-hash.ts";

/**
 * The most bits of the 192 that may differ, at the best crop, between a photo and an earlier one for it to count as
 * a copy. Copies (re-encoded, resized, cut by up to 10%) of the bench's photos differ by at most 12; other campers of
 * the same model by 30 or more.
 */
export const maxCopyDistance = 20;

/** A luma hash's value in each band of the index (media-schema.ts), as PostgreSQL computes it. */
export function bandValues(luma: bigint): bigint[] {
  return photoHashBands.map(({ shift, bits }) => (luma >> shift) & ((1n << bits) - 1n));
}

/** Each band's distinct values over a photo's crops: what the index is asked for. */
export function bandKeys(probes: readonly PhotoHash[]): bigint[][] {
  const keys = photoHashBands.map(() => new Set<bigint>());
  for (const probe of probes) bandValues(probe.luma).forEach((value, band) => keys[band]?.add(value));
  return keys.map((set) => [...set]);
}

/**
 * How far a stored photo is from the closest of a photo's crops that share a band with it (the crops aligned with it,
 * as the index found it), or null when none does: the lookup's answer, in memory.
 */
export function copyDistance(probes: readonly PhotoHash[], stored: PhotoHash): number | null {
  const storedBands = bandValues(stored.luma);
  const aligned = probes.filter((probe) => bandValues(probe.luma).some((value, band) => value === storedBands[band]));
  if (aligned.length === 0) return null;
  return Math.min(...aligned.map((probe) => hashDistance(probe, stored)));
}

export function isNearCopy(probes: readonly PhotoHash[], stored: PhotoHash): boolean {
  const distance = copyDistance(probes, stored);
  return distance !== null && distance <= maxCopyDistance;
}
