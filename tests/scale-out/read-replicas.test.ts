// Two instances reading from a streaming replica (README.md, "Running more than one instance"; ADR 053): a primary
// and a hot standby made with pg_basebackup, both servers of this suite's own (the replica copies the whole
// server). A seller sees their change on their next page at once; others see it once the replica has replayed
// it; a replica stopped under traffic costs no request an error.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/throwaway-postgres.ts";
import { type Cluster, eventually, type Instance, startCluster, Visitor } from "./cluster.ts";
import { listingForm, publishListing, searchOn, signUpAndConfirm, uniqueEmail, uploadPhoto } from "./journeys.ts";

let primary: ThrowawayPostgres;
let replica: ThrowawayPostgres;
let cluster: Cluster;
let seller: Visitor;

beforeAll(async () => {
  primary = await startThrowawayPostgres({ isFsyncOff: true });
  replica = await primary.startReplica();
  cluster = await startCluster({
    serverUrl: primary.url,
    replicaServerUrl: replica.url,
    // The traffic below is eight visitors from one address, far past one visitor's searches a minute.
    env: { SEARCH_RATE_PER_MINUTE: "0" },
  });
  seller = new Visitor();
  await signUpAndConfirm(cluster, seller, uniqueEmail("seller"), cluster.a, cluster.b);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  replica?.stop();
  primary?.stop();
}, 30_000);

/** Runs `work` with the replica's replay of the primary's changes paused. */
async function withReplayPaused(work: () => Promise<void>) {
  const standby = new pg.Client({ connectionString: replica.url });
  await standby.connect();
  try {
    await standby.query("select pg_wal_replay_pause()");
    await work();
  } finally {
    await standby.query("select pg_wal_replay_resume()");
    await standby.end();
  }
}

const priceOn = async (instance: Instance, title: string, visitor?: Visitor) =>
  (await searchOn(instance, visitor)).find((listing) => listing.title === title)?.priceCents;

describe("two instances reading from a streaming replica", () => {
  test("a seller's edit shows on their next page at once, and to others once the replica has it", async () => {
    const { a, b } = cluster;
    const photo = await uploadPhoto(seller, a);
    const title = `Replica Sprinter ${randomUUID().slice(0, 8)}`;
    const form = listingForm(title, photo.url);
    await publishListing(seller, form, a, b);
    const listing = await eventually("the new listing in a visitor's search", async () =>
      (await searchOn(b)).find((card) => card.title === title),
    );

    await withReplayPaused(async () => {
      const edited = await seller.postForm(a, `/submit-listing?edit=${listing.id}`, { ...form, price: "45500" });
      expect(edited.status).toBe(303);
      // The seller's next pages, on either instance, read the primary: their change is there.
      expect(await priceOn(b, title, seller)).toBe(4_550_000);
      expect(await (await seller.request(a, `/listings/${listing.id}`)).text()).toContain("$45,500");
      // A visitor reads the replica, which holds the moment before the change while its replay is paused.
      expect(await priceOn(a, title)).toBe(4_800_000);
      expect(await priceOn(b, title)).toBe(4_800_000);
    });
    await eventually("the edit in a visitor's search", async () =>
      (await priceOn(a, title)) === 4_550_000 && (await priceOn(b, title)) === 4_550_000 ? true : undefined,
    );
  });

  test("a replica stopped under traffic: every request is answered, none with a server error", async () => {
    const { a, b } = cluster;
    const paths = ["/", "/listings", "/api/listings?pageSize=12", "/campers/vans", "/listings?view=map"];
    const statuses: number[] = [];
    const until = Date.now() + 6_000;
    const browse = async (instance: Instance, offset: number) => {
      for (let turn = offset; Date.now() < until; turn++) {
        const response = await fetch(`${instance.url}${paths[turn % paths.length]}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    };
    const traffic = Promise.all([0, 1, 2, 3].flatMap((offset) => [browse(a, offset), browse(b, offset)]));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    replica.stop();
    await traffic;
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(a.isRunning() && b.isRunning()).toBe(true);
  });
});
