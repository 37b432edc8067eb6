// The photo checks' accuracy and cost (docs/product/integrity-checks.md, Photos; ADR 062), on generated photos: camper
// scenes drawn with a photo's grain, each uploaded as a seller would (the upload's own processing and hash), then
// copies of them (re-encoded, resized, lightly cropped, some combined) and other campers of the same model (another
// paint in the very same spot, or another place), each checked as the integrity check does (its crops, read from its
// stored 480 px variant) against every original. Prints the missed copies and the false matches, and what hashing
// adds to an upload (goal: ≤ 20 ms median per photo, issue 35).
//   npm run bench:photo-hash [-- --originals 40]
import { createRandom } from "#app/demo/random.ts";
import { copyMeasure, maxCopyDistance } from "#app/modules/integrity/photo-copy-rules.ts";
import {
  copyMakings,
  copyPhoto,
  describeCopyMaking,
  otherPaintSamePlace,
  photographCamper,
  randomCamperShot,
  sameModelElsewhere,
} from "#app/modules/integrity/testing/generated-photos.server.ts";
import { uploadedPhoto } from "#app/modules/integrity/testing/uploaded-photo.server.ts";
import { readPhotoPlanes } from "#app/modules/media/hash-photo.server.ts";
import { loadSharp } from "#app/modules/media/limit-image-memory.server.ts";
import { cropProbes, type PhotoHash, photoHash } from "#app/modules/media/perceptual-hash.ts";

const originalsArgument = process.argv.indexOf("--originals");
const originalCount = originalsArgument > 0 ? Number(process.argv[originalsArgument + 1]) : 40;
const goalMs = 20;
const rng = createRandom(0x1d5eed);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const max = (values: number[]) => values.reduce((largest, value) => Math.max(largest, value), Number.NEGATIVE_INFINITY);

console.log(
  `Photo checks on generated photos: ${originalCount} originals (1920×1440 JPEG, grain), threshold ≤ ${maxCopyDistance} of 192 bits`,
);
const shots = Array.from({ length: originalCount }, () => randomCamperShot(rng));
const originals = await Promise.all(shots.map((shot) => photographCamper(shot)));
const stored: { hash: PhotoHash; probes: PhotoHash[] }[] = [];
for (const photo of originals) stored.push(await uploadedPhoto(photo));

// What hashing adds to an upload: the upload has decoded the photo (to at most 1920 px) for its variants already.
const sharp = await loadSharp();
const hashTimes: number[] = [];
for (const photo of originals) {
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const started = performance.now();
  photoHash(await readPhotoPlanes({ data, raw }));
  hashTimes.push(performance.now() - started);
}
const probeTimes: number[] = [];
for (const photo of originals.slice(0, 10)) {
  const bytes = await sharp(photo).resize({ width: 480 }).webp({ quality: 75 }).toBuffer();
  const started = performance.now();
  cropProbes(await readPhotoPlanes({ bytes }));
  probeTimes.push(performance.now() - started);
}

/** Against every original: the ones it matches, and its distance to its own original. */
function matchesOf(probes: PhotoHash[]): { matched: number[]; distances: (number | null)[] } {
  const copyDistance = copyMeasure(probes);
  const distances = stored.map((original) => copyDistance(original.hash));
  const matched = distances.flatMap((distance, index) =>
    distance !== null && distance <= maxCopyDistance ? [index] : [],
  );
  return { matched, distances };
}

const copies = new Map<string, { tried: number; missed: number; distances: number[] }>();
let copiesTried = 0;
let copiesMissed = 0;
let copyFalseMatches = 0;
for (const [index, photo] of originals.entries()) {
  for (const making of copyMakings(rng)) {
    const { matched, distances } = matchesOf((await uploadedPhoto(await copyPhoto(photo, making))).probes);
    const label = describeCopyMaking(making);
    const row = copies.get(label) ?? { tried: 0, missed: 0, distances: [] };
    row.tried++;
    copiesTried++;
    const own = distances[index];
    if (own !== null && own !== undefined) row.distances.push(own);
    if (!matched.includes(index)) {
      row.missed++;
      copiesMissed++;
    }
    copyFalseMatches += matched.filter((other) => other !== index).length;
    copies.set(label, row);
  }
}

const others = {
  repainted: { tried: 0, matched: 0, nearest: [] as number[] },
  elsewhere: { tried: 0, matched: 0, nearest: [] as number[] },
};
for (const shot of shots) {
  for (const [kind, make] of [
    ["repainted", otherPaintSamePlace],
    ["elsewhere", sameModelElsewhere],
    ["elsewhere", sameModelElsewhere],
  ] as const) {
    const { matched, distances } = matchesOf((await uploadedPhoto(await photographCamper(make(rng, shot)))).probes);
    const row = others[kind];
    row.tried++;
    row.matched += matched.length;
    row.nearest.push(Math.min(...distances.map((distance) => distance ?? 192)));
  }
}

console.log("\nCopies (each against its original and every other original):");
for (const [label, row] of copies) {
  console.log(
    `  ${label.padEnd(34)} ${String(row.tried).padStart(4)} tried, ${row.missed} missed, distance median ${median(row.distances)}, max ${max(row.distances)}`,
  );
}
console.log("Other campers of the same model (each against every original):");
console.log(
  `  painted otherwise, same kind of place ${others.repainted.tried} tried, ${others.repainted.matched} false matches, nearest original median ${median(others.repainted.nearest)}, min ${Math.min(...others.repainted.nearest)}`,
);
console.log(
  `  elsewhere                            ${others.elsewhere.tried} tried, ${others.elsewhere.matched} false matches, nearest original median ${median(others.elsewhere.nearest)}, min ${Math.min(...others.elsewhere.nearest)}`,
);
const falseMatches = copyFalseMatches + others.repainted.matched + others.elsewhere.matched;
const pairs = (copiesTried + others.repainted.tried + others.elsewhere.tried) * originalCount - copiesTried;
console.log(`\nmissed copies: ${copiesMissed} of ${copiesTried}`);
console.log(`false matches: ${falseMatches} of ${pairs} pairs that are not copies`);
console.log(
  `hash at upload: median ${median(hashTimes).toFixed(1)} ms, max ${max(hashTimes).toFixed(1)} ms per photo (goal ≤ ${goalMs} ms median) — ${median(hashTimes) <= goalMs ? "met" : "NOT met"}`,
);
console.log(
  `crops at check time (225 per photo, from the 480 px variant): median ${median(probeTimes).toFixed(1)} ms per photo`,
);
