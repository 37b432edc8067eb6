// The photo check's lookup (app/modules/integrity/lookup-near-copies.server.ts) at 100,000 listings with about a
// million hashed photos, on PostgreSQL: a photo's 225 crops looked up through the hash's band indexes and the
// candidates measured there, timed one photo at a time (goal: p95 ≤ 20 ms, issue 35), with its plan (EXPLAIN ANALYZE). The stored hashes are those of
// drawn camper photos with about one bit in eight flipped (photos alike as campers' photos are, so band values repeat
// as real ones do rather than spreading as random numbers would); some true originals are stored too, and looked up
// through copies of them (resized, cropped), which must be found.
// DATABASE_URL names the database; without it a throwaway server is started and removed afterwards.
//   npm run bench:duplicate-lookup [-- --listings 100000 --photos-per-listing 10 --lookups 200]
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "#app/db/schema.ts";
import { createRandom } from "#app/demo/random.ts";
import { lookupNearCopies, nearCopiesQuery } from "#app/modules/integrity/lookup-near-copies.server.ts";
import { bandKeys } from "#app/modules/integrity/photo-copy-rules.ts";
import {
  copyMakings,
  copyPhoto,
  photographCamper,
  randomCamperShot,
} from "#app/modules/integrity/testing/generated-photos.server.ts";
import { readPhotoPlanes } from "#app/modules/media/hash-photo.server.ts";
import { cropProbes, type PhotoHash, photoHash } from "#app/modules/media/perceptual-hash.ts";
import { openBenchDatabase } from "./lib/bench-database.mjs";
import { latencySummary } from "./lib/percentiles.mjs";

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const targetListings = argument("listings", 100_000);
const photosPerListing = argument("photos-per-listing", 10);
const lookups = argument("lookups", 200);
const baseScenes = argument("scenes", 1_000);
const goalMs = 20;
const rng = createRandom(0xd0b1e);

const { pool, stop } = await openBenchDatabase({ database: "roamstead_integrity", listings: targetListings });
try {
  const db = drizzle({ client: pool, schema });
  const count = async (query: string) => Number((await pool.query(query)).rows[0].n);
  const listingCount = await count("select count(*) as n from listings");
  const wanted = listingCount * photosPerListing;
  const hashed = await count("select count(*) as n from media where hash_luma is not null");

  /** Hashes of photos drawn at 480 px, as the check reads them. */
  const hashOf = async (photo: Buffer) => readPhotoPlanes({ bytes: photo });
  if (hashed < wanted) {
    console.log(`Storing ${wanted - hashed} photo hashes (drawn from ${baseScenes} camper photos, bits flipped)...`);
    const bases: PhotoHash[] = [];
    for (let n = 0; n < baseScenes; n++) {
      bases.push(photoHash(await hashOf(await photographCamper(randomCamperShot(rng), 480))));
    }
    const array = (plane: keyof PhotoHash) => `{${bases.map((base) => base[plane]).join(",")}}`;
    // A 64-bit mask with each bit set with probability 1/8: three random words ANDed.
    const word = "((floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint)";
    const mask = `(${word} & ${word} & ${word})`;
    const perListing = Math.ceil((wanted - hashed) / listingCount);
    await pool.query(
      `insert into media (owner_id, kind, content_type, byte_size, width, height, attached_to, created_at,
         hash_luma, hash_blue, hash_red)
       select l.user_id, 'image', 'image/jpeg', 250000, 1920, 1440, 'listing:' || l.id,
         l.created_at - make_interval(mins => n), ($1::bigint[])[pick.i] # ${mask}, ($2::bigint[])[pick.i] # ${mask},
         ($3::bigint[])[pick.i] # ${mask}
       from listings l
       cross join generate_series(1, $4::integer) n
       cross join lateral (select 1 + floor(random() * $5::integer)::integer as i where n > 0) pick`,
      [array("luma"), array("blue"), array("red"), perListing, bases.length],
    );
    await pool.query("vacuum (analyze) media");
  }
  const total = await count("select count(*) as n from media where hash_luma is not null");
  console.log(`Duplicate lookup at ${listingCount} listings, ${total} photo hashes`);

  // True originals, stored with their real hashes on random listings: their copies must be found.
  const originals: { photo: Buffer; id: string }[] = [];
  for (let n = 0; n < Math.ceil(lookups / 2); n++) {
    const photo = await photographCamper(randomCamperShot(rng), 960);
    const hash = photoHash(await hashOf(photo));
    const { rows } = await pool.query(
      `insert into media (owner_id, kind, content_type, byte_size, width, height, attached_to, created_at,
         hash_luma, hash_blue, hash_red)
       select l.user_id, 'image', 'image/jpeg', 250000, 960, 720, 'listing:' || l.id, now() - interval '1 day',
         $1, $2, $3
       from listings l order by random() limit 1
       returning id`,
      [hash.luma, hash.blue, hash.red],
    );
    originals.push({ photo, id: rows[0].id });
  }

  /** Stored photos equal to one of the crops on a band: what the lookup measures. */
  const candidatesOf = async (probes: PhotoHash[]) => {
    const keys = bandKeys(probes);
    const matches = schema.photoHashBands.map(
      (band, index) => sql`${band.of(schema.media.hashLuma)} = any(${`{${(keys[index] ?? []).join(",")}}`}::bigint[])`,
    );
    const result = await db.execute(
      sql`select count(*)::integer as n from ${schema.media} where ${sql.join(matches, sql` or `)}`,
    );
    return Number(result.rows[0]?.n);
  };
  const asked = new Date();
  const times: number[] = [];
  const candidateCounts: number[] = [];
  let copiesFound = 0;
  let newPhotosMatched = 0;
  let plan: string[] = [];
  for (let n = 0; n < lookups; n++) {
    const original = originals[n >> 1];
    const isCopy = n % 2 === 0 && original !== undefined;
    const making = rng.pick(copyMakings(rng));
    const photo = isCopy ? await copyPhoto(original.photo, making) : await photographCamper(randomCamperShot(rng), 960);
    const probes = cropProbes(await hashOf(photo));
    const started = performance.now();
    const found = await lookupNearCopies({ db, probes, sellerId: "bench-seller", uploadedBefore: asked });
    times.push(performance.now() - started);
    candidateCounts.push(await candidatesOf(probes));
    if (isCopy && found.some((copy) => copy.photoId === original.id)) copiesFound++;
    if (!isCopy && found.length > 0) newPhotosMatched++;
    if (n === 0) {
      const lookup = nearCopiesQuery({ probes, sellerId: "bench-seller", uploadedBefore: asked });
      const explained = await db.execute(sql`explain (analyze, buffers) ${lookup}`);
      plan = explained.rows.map((row) => String(Object.values(row)[0]));
    }
  }
  await pool.query("delete from media where id = any($1::uuid[])", [originals.map((original) => original.id)]);

  const summary = latencySummary(times);
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of one lookup (a copy's 225 crops):\n${plan.join("\n")}\n`);
  const candidates = latencySummary(candidateCounts);
  console.log(
    `candidates per lookup (rows equal on a band): median ${candidates.p50}, p95 ${candidates.p95}, max ${candidates.max}`,
  );
  console.log(`copies of stored originals found: ${copiesFound} of ${Math.ceil(lookups / 2)}`);
  console.log(`new photos matched to a stored one (false matches): ${newPhotosMatched} of ${Math.floor(lookups / 2)}`);
  console.log(
    `lookup, one photo: p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms, max ${summary.max} ms (goal p95 ≤ ${goalMs} ms) — ${summary.p95 <= goalMs ? "met" : "NOT met"}`,
  );
} finally {
  await stop();
}
