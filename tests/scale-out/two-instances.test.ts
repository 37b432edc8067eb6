// Two instances of the built app against one PostgreSQL database and one upload directory (README.md,
// "Running more than one instance"): whatever one instance does, the other sees at once, and background
// work is done once. `npm run test:scale-out` with SCALE_OUT_DATABASE_URL naming a PostgreSQL server.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Cluster, eventually, locationOf, startCluster, Visitor } from "./cluster.ts";
import {
  listingForm,
  password,
  publishListing,
  searchOn,
  signUpAndConfirm,
  uniqueEmail,
  uploadPhoto,
} from "./journeys.ts";

let cluster: Cluster;
/** Signed up on A, confirmed on B: a seller for the upload and listing tests. */
let seller: Visitor;

beforeAll(async () => {
  cluster = await startCluster();
  seller = new Visitor();
  await signUpAndConfirm(cluster, seller, uniqueEmail("seller"), cluster.a, cluster.b);
}, 90_000);

afterAll(async () => {
  await cluster?.stop();
}, 30_000);

describe("two instances, one database, one storage", () => {
  test("a session made on one instance is valid on the other, and ends on both when signed out on one", async () => {
    const { a, b } = cluster;
    const email = uniqueEmail("session");
    const confirmed = new Visitor();
    // The confirmation link, opened on B, signs in an account made on A; A knows that session.
    await signUpAndConfirm(cluster, confirmed, email, a, b);
    expect((await confirmed.request(a, "/dashboard")).status).toBe(200);

    const visitor = new Visitor();
    const signedIn = await visitor.postForm(a, "/sign-in-camper?redirect=%2Fdashboard", { email, password });
    expect(signedIn.status).toBe(302);
    expect(locationOf(signedIn)).toBe("/dashboard");
    expect((await visitor.request(b, "/dashboard")).status).toBe(200);
    const session = await visitor.request(b, "/api/auth/get-session");
    expect(((await session.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(email);

    const cookieBeforeSignOut = visitor.cookieHeader();
    expect((await visitor.postForm(b, "/sign-out", {})).status).toBe(302);
    // The old cookie, replayed on A, no longer opens a private page.
    const replayed = await fetch(`${a.url}/dashboard`, {
      headers: { Cookie: cookieBeforeSignOut },
      redirect: "manual",
    });
    expect(replayed.status).toBe(302);
  });

  test("sign-in failures made on either instance count toward one limit", async () => {
    const { a, b } = cluster;
    const email = uniqueEmail("throttled");
    await signUpAndConfirm(cluster, new Visitor(), email, a, b);
    const visitor = new Visitor();
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await visitor.postForm(attempt % 2 ? b : a, "/sign-in-camper", { email, password: "wrong-one" });
      expect(failed.status).toBe(401);
    }
    // Ten failures, five on each: the eleventh attempt is refused on either instance, even with the right password.
    for (const instance of [a, b]) {
      const refused = await visitor.postForm(instance, "/sign-in-camper", { email, password });
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain("Too many failed sign-in attempts for this account.");
    }
  });

  test("an upload made through one instance is served by the other, and its AVIF job runs once", async () => {
    const { a, b, sql } = cluster;
    const uploaded = await uploadPhoto(seller, a);
    const onA = await fetch(`${a.url}${uploaded.url}/480.webp`);
    const onB = await fetch(`${b.url}${uploaded.url}/480.webp`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(Buffer.from(await onA.arrayBuffer()));

    // The AVIF variants come from a background job either instance's worker may take: one job, run once.
    // Watched in the database: the job waits for a moment without requests, which polling B would deny it.
    const avifJobs = () =>
      sql.query<{ state: string; retry_count: number }>(
        "select state, retry_count from pgboss.job where name = 'media.avif' and data->>'mediaId' = $1",
        [uploaded.id],
      );
    await eventually("the AVIF job", async () =>
      (await avifJobs()).rows.some((job) => job.state === "completed") ? true : undefined,
    );
    expect((await avifJobs()).rows).toEqual([{ state: "completed", retry_count: 0 }]);
    const avif = await fetch(`${b.url}${uploaded.url}/480.avif`, { redirect: "manual" });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
  });

  test("a listing created or changed on one instance shows in the other's search at once", async () => {
    const { a, b } = cluster;
    const photo = await uploadPhoto(seller, a);
    // B has answered this search before the change: its cache holds the result.
    expect(await searchOn(b)).not.toContainEqual(expect.objectContaining({ make: "Sprinter" }));
    await fetch(`${b.url}/listings`).then((response) => response.text());

    const title = `Scale-out Sprinter ${randomUUID().slice(0, 8)}`;
    const form = listingForm(title, photo.url);
    await publishListing(seller, form, a, b);

    const created = (await searchOn(b)).find((listing) => listing.title === title);
    expect(created).toMatchObject({ priceCents: 4_800_000, image: photo.url });
    expect(await fetch(`${b.url}/listings`).then((response) => response.text())).toContain(title);

    const edited = await seller.postForm(a, `/submit-listing?edit=${created?.id}`, { ...form, price: "45500" });
    expect(edited.status).toBe(303);
    expect((await searchOn(b)).find((listing) => listing.title === title)?.priceCents).toBe(4_550_000);
  });

  test("each mail in the outbox is delivered once while both instances' workers run", async () => {
    const { a, b, sql, mail } = cluster;
    // A backlog both workers compete for, woken by sign-ups on each instance (each wakes its own worker).
    await sql.query(
      `insert into outbox (recipient, subject, text, html, reason)
       select 'backlog-' || n || '@example.com', 'Backlog ' || n, 'text', '<p>html</p>', 'scale-out test'
       from generate_series(1, 40) as n`,
    );
    await Promise.all(
      [a, b, a, b, a, b].map((instance, index) =>
        new Visitor().postForm(instance, "/custom-sign-up", { email: uniqueEmail(`wave${index}`), password }),
      ),
    );

    const rows = await eventually("every outbox row sent", async () => {
      const result = await sql.query<{ id: string; status: string; attempts: number }>(
        "select id, status, attempts from outbox order by id",
      );
      return result.rows.every((row) => row.status === "sent") ? result.rows : undefined;
    });
    expect(rows.length).toBeGreaterThanOrEqual(46);
    expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
    // Delivery is marked after the SMTP server accepted the mail: give the sink the same moment.
    const deliveredIds = await eventually("the sink to hold every mail", async () =>
      mail.received.length >= rows.length ? mail.received.map((received) => received.parsed.messageId) : undefined,
    );
    expect(deliveredIds).toHaveLength(rows.length);
    expect(new Set(deliveredIds).size).toBe(rows.length);
  });
});
