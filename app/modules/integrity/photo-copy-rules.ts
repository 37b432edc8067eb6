// When a photo is a near copy of another (docs/product/integrity-checks.md, Photos; ADR 062 has the bench's figures).
// Shared by the database lookup, its tests and the bench.
import { photoHashBands } from "#app/db/media-schema.ts";
import { hashDistance, type PhotoHash } from "#app/modules/media/perceptual-hash.ts";

/**
 * The most bits of the 192 that may differ, at the best aligned crop, between a photo and an earlier one for it to
 * count as a copy. On bench/photo-hash.ts's photos, copies (re-encoded, resized, cut by up to 10%, cut and resized)
 * differ by at most 12, and other campers of the same model by 22 or more: the threshold sits between (ADR 062).
 */
export const maxCopyDistance = 16;

/** A luma hash's value in each band of the index (media-schema.ts), as PostgreSQL computes it. */
export function bandValues(luma: bigint): bigint[] {
  return photoHashBands.map(({ shift, bits }) => (luma >> shift) & ((1n << bits) - 1n));
}

/** Each band's distinct values over a photo's crops: what the index is asked for. */
export function bandKeys(probes: readonly PhotoHash[]): bigint[][] {
  const keys = photoHashBands.map(() => new Set<bigint>());
  for (const probe of probes) {
    for (const [band, value] of bandValues(probe.luma).entries()) keys[band]?.add(value);
  }
  return keys.map((set) => [...set]);
}

/**
 * How far a stored photo is from the closest of a photo's crops that share a band with it (the crops aligned with it,
 * as the index found it), or null when none does: the lookup's answer, in memory. Made once per photo: the crops are
 * filed by band value, so each stored photo costs three look-ups and the aligned crops' distances.
 */
export function copyMeasure(probes: readonly PhotoHash[]): (stored: PhotoHash) => number | null {
  const byBand = photoHashBands.map(() => new Map<bigint, PhotoHash[]>());
  for (const probe of probes) {
    bandValues(probe.luma).forEach((value, band) => {
      const filed = byBand[band];
      filed?.set(value, [...(filed.get(value) ?? []), probe]);
    });
  }
  return (stored) => {
    const aligned = new Set(bandValues(stored.luma).flatMap((value, band) => byBand[band]?.get(value) ?? []));
    if (aligned.size === 0) return null;
    return Math.min(...[...aligned].map((probe) => hashDistance(probe, stored)));
  };
}

export function isNearCopy(probes: readonly PhotoHash[], stored: PhotoHash): boolean {
  const distance = copyMeasure(probes)(stored);
  return distance !== null && distance <= maxCopyDistance;
}
