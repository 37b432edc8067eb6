// Builder profiles through the route modules and use cases: create from a paid session, owner-only
// edit and delete, the media rules (counts, kinds, sizes by the stored rows), expiry, paging, and the
// race of two submissions with one session (run with DATABASE_URL for a real PostgreSQL server).
import { eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builders, media, paymentSessions, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { GeocodingFailedError } from "#app/modules/geo/geocoder.ts";
import { action as deleteAction } from "#app/routes/builders/delete.tsx";
import { loader as profileLoader } from "#app/routes/builders/profile.tsx";
import { action as submitAction, loader as submitLoader } from "#app/routes/builders/submit.tsx";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";
import { builderPageSize } from "./builder-summary.ts";
import { builderTexts } from "./builder-texts.ts";
import { createBuilderProfile } from "./create-builder-profile.server.ts";
import { listBuilders } from "./list-builders.server.ts";
import { listOwnBuilderProfiles } from "./list-own-builder-profiles.server.ts";

const password = "correct horse battery";
const megabyte = 1024 * 1024;

let database: TestDatabase;
let services: AppServices;
let context: RouterContextProvider;
let owner: { id: string; cookie: string };
let stranger: { id: string; cookie: string };

async function postAuth(path: string, body: unknown): Promise<Response> {
  return services.auth.handler(
    new Request(`${baseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.7" },
      body: JSON.stringify(body),
    }),
  );
}

async function account(email: string) {
  expect((await postAuth("/sign-up/email", { email, password, name: "Builder" })).status).toBe(200);
  const [row] = await database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  if (!row) throw new Error("no user");
  const signedIn = await postAuth("/sign-in/email", { email, password });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { id: row.id, cookie };
}

beforeAll(async () => {
  database = await createTestDatabase();
  services = {
    ...createTestServices(database),
    geocoder: fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } }),
  };
  context = contextWith(services);
  owner = await account("bea@example.com");
  stranger = await account("sam@example.com");
});
afterAll(() => database?.destroy());

let sessionCounter = 0;
/** A paid, unused builder session of the user (as the provider's confirmation leaves it). */
async function paidBuilderSession(userId: string): Promise<{ id: string; providerSessionId: string }> {
  sessionCounter++;
  const providerSessionId = `local_test_${sessionCounter}_${Date.now()}`;
  const [row] = await database.db
    .insert(paymentSessions)
    .values({
      provider: "local",
      providerSessionId,
      userId,
      kind: "builder",
      tier: "roamstead",
      amountCents: 150_000,
      status: "paid",
      paidAt: new Date(),
    })
    .returning({ id: paymentSessions.id });
  if (!row) throw new Error("no session");
  return { id: row.id, providerSessionId };
}

async function upload(ownerId: string, kind: "image" | "video", byteSize = 200_000): Promise<string> {
  const [row] = await database.db
    .insert(media)
    .values({
      ownerId,
      kind,
      contentType: kind === "image" ? "image/webp" : "video/mp4",
      byteSize,
      width: kind === "image" ? 1600 : null,
      height: kind === "image" ? 1200 : null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error("no media");
  return kind === "image" ? `/media/${row.id}` : `/media/${row.id}/video`;
}

interface FormInput {
  businessName?: string;
  websiteUrl?: string;
  description?: string;
  location?: string;
  instagram?: string;
  email?: string;
  photos?: string[];
  videos?: string[];
}

function formBody(input: FormInput): URLSearchParams {
  const body = new URLSearchParams({
    businessName: input.businessName ?? "Trailhead Van Works",
    websiteUrl: input.websiteUrl ?? "trailhead.example",
    description: input.description ?? "Sprinter conversions with off-grid power.",
    location: input.location ?? "Bend, OR",
    instagram: input.instagram ?? "@trailheadvans",
    email: input.email ?? "hello@trailhead.example",
  });
  for (const photo of input.photos ?? []) body.append("photos", photo);
  for (const video of input.videos ?? []) body.append("videoUrl", video);
  return body;
}

async function submit(path: string, input: FormInput, cookie?: string) {
  const request = new Request(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: formBody(input),
  });
  return submitAction({ request, context, params: {}, url: new URL(request.url), pattern: "/submit-builder" } as never);
}

/** The status and body of what an action returned or threw (a Response, or data() with an init). */
async function outcome(result: unknown): Promise<{ status: number; body: unknown; location?: string | null }> {
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (value && value.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data };
  return { status: 200, body: result };
}

async function settle(promise: Promise<unknown>) {
  try {
    return await outcome(await promise);
  } catch (thrown) {
    return outcome(thrown);
  }
}

async function createdProfile(input: FormInput = {}) {
  const session = await paidBuilderSession(owner.id);
  const result = await settle(submit(`/submit-builder?session_id=${session.providerSessionId}`, input, owner.cookie));
  expect(result).toMatchObject({ status: 303, location: "/builders" });
  const [row] = await database.db.select().from(builders).where(eq(builders.paymentSessionId, session.id));
  if (!row) throw new Error("no profile");
  return row;
}

describe("submitting a builder profile", () => {
  it("creates an approved, active profile for a year from a paid session, and uses the session up", async () => {
    const photos = [await upload(owner.id, "image"), await upload(owner.id, "image")];
    const video = await upload(owner.id, "video");
    const profile = await createdProfile({ photos, videos: [video] });
    expect(profile).toMatchObject({
      userId: owner.id,
      businessName: "Trailhead Van Works",
      website: "https://trailhead.example/",
      instagram: "trailheadvans",
      email: "hello@trailhead.example",
      location: "Bend, OR",
      latitude: 44.0582,
      imageUrls: photos,
      videoUrl: video,
      isActive: true,
      isApproved: true,
      tier: "roamstead",
    });
    const [{ oneYear } = { oneYear: false }] = (
      (await database.db.execute(
        sql`select expires_at = created_at + interval '1 year' as "oneYear" from builders where id = ${profile.id}`,
      )) as unknown as { rows: { oneYear: boolean }[] }
    ).rows;
    expect(oneYear).toBe(true);
    const attached = await database.db.select({ attachedTo: media.attachedTo }).from(media);
    expect(attached.filter((row) => row.attachedTo === `builder:${profile.id}`)).toHaveLength(3);
    const [session] = await database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, profile.paymentSessionId ?? ""));
    expect(session?.usedAt).toBeInstanceOf(Date);
    expect(session?.usedForId).toBe(profile.id);
  });

  it("refuses the same session a second time, as a save failure: 'Error: ' and the message (docs/product/builders.md)", async () => {
    const session = await paidBuilderSession(owner.id);
    const path = `/submit-builder?session_id=${session.id}`;
    expect(await settle(submit(path, {}, owner.cookie))).toMatchObject({ status: 303 });
    expect(await settle(submit(path, {}, owner.cookie))).toMatchObject({
      status: 409,
      body: { error: "Error: This session has already been used.", values: { businessName: "Trailhead Van Works" } },
    });
  });

  describe("when the geocoding service fails", () => {
    let failing: RouterContextProvider;
    beforeAll(() => {
      failing = contextWith({
        ...services,
        geocoder: {
          async geocode() {
            throw new GeocodingFailedError("503", "Service Unavailable");
          },
          async suggest() {
            return [];
          },
        },
      });
    });

    async function submitWith(path: string, input: FormInput, cookie: string) {
      const request = new Request(`${baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: formBody(input),
      });
      return settle(
        submitAction({ request, context: failing, params: {}, url: new URL(request.url), pattern: "" } as never),
      );
    }

    it("answers a new profile with 'Geocoding failed: 503' on the location, keeps the form and the session", async () => {
      const session = await paidBuilderSession(owner.id);
      const result = await submitWith(
        `/submit-builder?session_id=${session.id}`,
        { location: "Bend, OR" },
        owner.cookie,
      );
      expect(result).toMatchObject({
        status: 400,
        body: {
          error: "Geocoding failed: 503",
          fieldErrors: { location: "Geocoding failed: 503" },
          values: { businessName: "Trailhead Van Works", location: "Bend, OR" },
        },
      });
      const [row] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, session.id));
      expect(row?.usedAt).toBeNull();
      expect(await database.db.select().from(builders).where(eq(builders.paymentSessionId, session.id))).toHaveLength(
        0,
      );
    });

    it("answers an edit that moves the profile the same way, changing nothing", async () => {
      const profile = await createdProfile();
      const result = await submitWith(
        `/submit-builder?edit=${profile.id}`,
        { businessName: "Moved Vans", location: "Boise, ID" },
        owner.cookie,
      );
      expect(result).toMatchObject({ status: 400, body: { fieldErrors: { location: "Geocoding failed: 503" } } });
      const [after] = await database.db.select().from(builders).where(eq(builders.id, profile.id));
      expect(after).toMatchObject({ businessName: "Trailhead Van Works", location: "Bend, OR" });
    });
  });

  it("answers an unexpected failure with 500 and the product's sentence, nothing internal", async () => {
    const broken = contextWith({
      ...services,
      geocoder: {
        async geocode() {
          throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
        },
        async suggest() {
          return [];
        },
      },
    });
    const session = await paidBuilderSession(owner.id);
    const request = new Request(`${baseUrl}/submit-builder?session_id=${session.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: owner.cookie },
      body: formBody({}),
    });
    expect(
      await settle(
        submitAction({ request, context: broken, params: {}, url: new URL(request.url), pattern: "" } as never),
      ),
    ).toMatchObject({
      status: 500,
      body: { error: "There was an error submitting your profile. Please try again." },
    });
  });

  it("answers a missing required field, a signed-out visitor and a missing tier with the product's messages", async () => {
    const session = await paidBuilderSession(owner.id);
    const path = `/submit-builder?session_id=${session.id}`;
    expect(await settle(submit(path, { businessName: " ", location: "" }, owner.cookie))).toMatchObject({
      status: 400,
      body: {
        error: builderTexts.requiredFields,
        fieldErrors: { businessName: expect.any(String), location: expect.any(String) },
      },
    });
    expect(await settle(submit(path, {}))).toMatchObject({
      status: 401,
      body: { error: "Not signed in or missing tier" },
    });
    // The stranger has no paid builder session of their own, and cannot use the owner's.
    expect(await settle(submit("/submit-builder", {}, stranger.cookie))).toMatchObject({
      status: 402,
      body: { error: "Not signed in or missing tier" },
    });
    expect(await settle(submit(path, {}, stranger.cookie))).toMatchObject({
      status: 402,
      body: { error: "Not signed in or missing tier" },
    });
    expect(await settle(submit(path, { location: "Atlantis" }, owner.cookie))).toMatchObject({
      status: 400,
      body: { error: "Invalid location.", fieldErrors: { location: "Invalid location." } },
    });
    expect(await settle(submit(path, { websiteUrl: "javascript:alert(1)" }, owner.cookie))).toMatchObject({
      status: 400,
      body: { fieldErrors: { websiteUrl: builderTexts.invalidWebsite } },
    });
  });

  describe("media rules, checked on the server against the stored uploads", () => {
    let path: string;
    beforeAll(async () => {
      path = `/submit-builder?session_id=${(await paidBuilderSession(owner.id)).id}`;
    });

    it("refuses a 31st photo", async () => {
      const photos = await Promise.all(Array.from({ length: 31 }, () => upload(owner.id, "image")));
      expect(await settle(submit(path, { photos }, owner.cookie))).toMatchObject({
        status: 400,
        body: { error: "You can upload up to 30 photos." },
      });
    });

    it("refuses a photo of 6 MB (uploaded for a listing, whose limit is higher)", async () => {
      const photos = [await upload(owner.id, "image"), await upload(owner.id, "image", 6 * megabyte)];
      expect(await settle(submit(path, { photos }, owner.cookie))).toMatchObject({
        status: 400,
        body: { error: "Image must be under 5MB.", fieldErrors: { photos: "Image must be under 5MB." } },
      });
    });

    it("refuses a video posted as a photo, by its URL or by its stored kind", async () => {
      const video = await upload(owner.id, "video");
      expect(await settle(submit(path, { photos: [video] }, owner.cookie))).toMatchObject({
        status: 400,
        body: { error: "Only image files are allowed." },
      });
      const videoId = video.split("/")[2];
      expect(await settle(submit(path, { photos: [`/media/${videoId}`] }, owner.cookie))).toMatchObject({
        status: 400,
        body: { error: "Only image files are allowed." },
      });
      expect(await settle(submit(path, { photos: ["https://elsewhere.example/van.jpg"] }, owner.cookie))).toMatchObject(
        { status: 400, body: { error: "Only image files are allowed." } },
      );
    });

    it("refuses a second video, a photo posted as the video, and a video of 50 MB or more", async () => {
      const videos = [await upload(owner.id, "video"), await upload(owner.id, "video")];
      expect(await settle(submit(path, { videos }, owner.cookie))).toMatchObject({
        status: 400,
        body: { error: "You can only upload one video." },
      });
      const photoId = (await upload(owner.id, "image")).split("/")[2];
      expect(await settle(submit(path, { videos: [`/media/${photoId}/video`] }, owner.cookie))).toMatchObject({
        status: 400,
        body: { error: "Only video files are allowed." },
      });
      const big = await upload(owner.id, "video", 50 * megabyte);
      expect(await settle(submit(path, { videos: [big] }, owner.cookie))).toMatchObject({
        status: 400,
        body: { error: "Video must be under 50MB." },
      });
    });

    it("refuses someone else's upload, and leaves the session unused after every refusal", async () => {
      const theirs = await upload(stranger.id, "image");
      expect(await settle(submit(path, { photos: [theirs] }, owner.cookie))).toMatchObject({ status: 400 });
      const id = new URL(`${baseUrl}${path}`).searchParams.get("session_id") ?? "";
      const [session] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
      expect(session?.usedAt).toBeNull();
      expect(await settle(submit(path, { photos: [await upload(owner.id, "image")] }, owner.cookie))).toMatchObject({
        status: 303,
      });
    });
  });

  it(`lets only one of two simultaneous submissions use a session${isPostgresRun ? " (PostgreSQL race)" : ""}`, async () => {
    const session = await paidBuilderSession(owner.id);
    const input = {
      businessName: "Race Builds",
      websiteUrl: "",
      description: "Fast.",
      location: "Bend, OR",
      instagram: "",
      email: "",
      photos: [],
      videoUrl: null,
    };
    const attempts = await Promise.allSettled(
      Array.from({ length: 2 }, () =>
        createBuilderProfile({
          db: database.db,
          geocoder: services.geocoder,
          userId: owner.id,
          sessionId: session.id,
          input,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    const refused = attempts.find((attempt) => attempt.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({
      code: "conflict",
      message: "This session has already been used.",
    });
    const made = await database.db.select().from(builders).where(eq(builders.paymentSessionId, session.id));
    expect(made).toHaveLength(1);
  });
});

describe("the form page", () => {
  async function load(path: string, cookie?: string) {
    const request = new Request(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    return settle(
      submitLoader({ request, context, params: {}, url: new URL(request.url), pattern: "/submit-builder" } as never),
    );
  }

  it("sends a visitor to sign-in with the path and query, and offers the tier without a paid session", async () => {
    expect(await load("/submit-builder?session_id=abc")).toMatchObject({
      status: 302,
      location: `/sign-in-camper?redirect=${encodeURIComponent("/submit-builder?session_id=abc")}`,
    });
    expect((await load("/submit-builder", stranger.cookie)).body).toEqual({ view: "select-tier", notice: null });
    expect((await load("/submit-builder?session_id=local_forged", stranger.cookie)).body).toEqual({
      view: "select-tier",
      notice: "Could not verify your payment.",
    });
  });

  it("opens the form for a paid session named in the URL, or the one the server holds", async () => {
    const session = await paidBuilderSession(stranger.id);
    expect((await load(`/submit-builder?session_id=${session.providerSessionId}`, stranger.cookie)).body).toEqual({
      view: "create",
      sessionId: session.providerSessionId,
    });
    expect((await load("/submit-builder", stranger.cookie)).body).toEqual({ view: "create", sessionId: session.id });
    await database.db.update(paymentSessions).set({ usedAt: new Date() }).where(eq(paymentSessions.id, session.id));
    expect((await load(`/submit-builder?session_id=${session.id}`, stranger.cookie)).body).toEqual({
      view: "select-tier",
      notice: "This session has already been used.",
    });
  });

  it("opens the owner's profile for editing and tells anyone else they may not", async () => {
    const profile = await createdProfile();
    expect((await load(`/submit-builder?edit=${profile.id}`, owner.cookie)).body).toMatchObject({
      view: "edit",
      builderId: profile.id,
      defaults: { businessName: "Trailhead Van Works", instagram: "@trailheadvans" },
    });
    expect(await load(`/submit-builder?edit=${profile.id}`, stranger.cookie)).toMatchObject({
      status: 403,
      body: { view: "forbidden" },
    });
    expect(await load("/submit-builder?edit=not-a-uuid", owner.cookie)).toMatchObject({ status: 404 });
  });
});

describe("editing and deleting", () => {
  async function remove(id: string, cookie: string, confirmed = true) {
    const request = new Request(`${baseUrl}/builder/${id}/delete`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(confirmed ? { confirmed: "yes" } : {}),
    });
    return settle(deleteAction({ request, context, params: { id }, url: new URL(request.url), pattern: "" } as never));
  }

  it("saves the owner's changes and refuses another user's, changing nothing", async () => {
    const profile = await createdProfile();
    expect(
      await settle(submit(`/submit-builder?edit=${profile.id}`, { businessName: "Stolen Vans" }, stranger.cookie)),
    ).toMatchObject({
      status: 403,
      body: { error: "Error: You do not have permission to edit this builder profile." },
    });
    const photo = await upload(owner.id, "image");
    expect(
      await settle(
        submit(`/submit-builder?edit=${profile.id}`, { businessName: "Trailhead Vans", photos: [photo] }, owner.cookie),
      ),
    ).toMatchObject({ status: 303, location: "/builders" });
    const [after] = await database.db.select().from(builders).where(eq(builders.id, profile.id));
    expect(after).toMatchObject({ businessName: "Trailhead Vans", imageUrls: [photo], expiresAt: profile.expiresAt });
  });

  it("deletes only for the owner, and only once asked", async () => {
    const photo = await upload(owner.id, "image");
    const profile = await createdProfile({ photos: [photo] });
    expect(await remove(profile.id, stranger.cookie)).toMatchObject({
      status: 403,
      body: { message: "Delete failed: You do not have permission to edit this builder profile." },
    });
    expect(await remove(profile.id, owner.cookie, false)).toMatchObject({
      status: 303,
      location: `/builder/${profile.id}/delete`,
    });
    expect(await database.db.select().from(builders).where(eq(builders.id, profile.id))).toHaveLength(1);
    expect(await remove(profile.id, owner.cookie)).toMatchObject({ status: 303, location: "/builders?deleted=true" });
    expect(await database.db.select().from(builders).where(eq(builders.id, profile.id))).toHaveLength(0);
    expect(
      await database.db
        .select()
        .from(media)
        .where(eq(media.attachedTo, `builder:${profile.id}`)),
    ).toHaveLength(0);
    expect(await remove(profile.id, owner.cookie)).toMatchObject({
      status: 404,
      body: { message: "Delete failed: Builder not found." },
    });
  });

  it("answers a delete that fails unexpectedly with 500 'Delete failed: ' and a safe message", async () => {
    const profile = await createdProfile();
    const broken = contextWith({
      ...services,
      db: {
        delete() {
          throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
        },
      } as unknown as AppServices["db"],
    });
    const request = new Request(`${baseUrl}/builder/${profile.id}/delete`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: owner.cookie },
      body: new URLSearchParams({ confirmed: "yes" }),
    });
    const result = await settle(
      deleteAction({
        request,
        context: broken,
        params: { id: profile.id },
        url: new URL(request.url),
        pattern: "",
      } as never),
    );
    expect(result).toMatchObject({
      status: 500,
      body: { message: "Delete failed: We could not delete this builder profile. Please try again." },
    });
    expect(await database.db.select().from(builders).where(eq(builders.id, profile.id))).toHaveLength(1);
  });
});

describe("who sees a profile", () => {
  async function loadProfile(id: string) {
    const request = new Request(`${baseUrl}/builder/${id}`);
    return settle(profileLoader({ request, context, params: { id }, url: new URL(request.url), pattern: "" } as never));
  }

  it("hides expired and inactive profiles from /builders and /builder/{id}, but not from their owner", async () => {
    const expired = await createdProfile({ businessName: "Expired Builds" });
    const inactive = await createdProfile({ businessName: "Paused Builds" });
    const live = await createdProfile({ businessName: "Live Builds" });
    await database.db
      .update(builders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(builders.id, expired.id));
    await database.db.update(builders).set({ isActive: false }).where(eq(builders.id, inactive.id));

    expect(await loadProfile(expired.id)).toMatchObject({ status: 404, body: { message: "Builder not found." } });
    expect(await loadProfile(inactive.id)).toMatchObject({ status: 404 });
    expect(await loadProfile("nope")).toMatchObject({ status: 404 });
    expect((await loadProfile(live.id)).body).toMatchObject({ builder: { businessName: "Live Builds" } });

    const shown = new Set<string>();
    let page = await listBuilders({ db: database.db });
    for (;;) {
      for (const card of page.builders) shown.add(card.id);
      if (!page.nextCursor) break;
      const [sortValue, id] = page.nextCursor.split("_");
      page = await listBuilders({ db: database.db, cursor: { sortValue: Number(sortValue), id: id ?? "" } });
    }
    expect(shown.has(live.id)).toBe(true);
    expect(shown.has(expired.id)).toBe(false);
    expect(shown.has(inactive.id)).toBe(false);

    const own = await listOwnBuilderProfiles(database.db, owner.id);
    expect(own.find((row) => row.id === expired.id)?.status).toBe("Expired");
    expect(own.find((row) => row.id === inactive.id)?.status).toBe("Inactive");
    expect(own.find((row) => row.id === live.id)?.status).toBe("Active");
  });
});

describe("the builders page's paging", () => {
  it("serves 9 at a time, newest first, without repeats, until a short page", async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.insert(user).values({ id: "b", email: "b@example.com", name: "B", emailVerified: true });
      const now = Date.now();
      await fresh.db.insert(builders).values(
        Array.from({ length: 20 }, (_, index) => ({
          userId: "b",
          businessName: `Builder ${index}`,
          description: "Builds.",
          location: "Bend, OR",
          // Two profiles share each creation time: the id breaks the tie.
          createdAt: new Date(now - Math.floor(index / 2) * 60_000),
          expiresAt: new Date(now + 86_400_000),
        })),
      );
      const first = await listBuilders({ db: fresh.db });
      expect(first.builders).toHaveLength(builderPageSize);
      expect(
        first.builders
          .map((card) => card.businessName)
          .slice(0, 2)
          .sort(),
      ).toEqual(["Builder 0", "Builder 1"]);
      const cursor = (text: string | null) => {
        const [sortValue, id] = (text ?? "").split("_");
        return { sortValue: Number(sortValue), id: id ?? "" };
      };
      const second = await listBuilders({ db: fresh.db, cursor: cursor(first.nextCursor) });
      const third = await listBuilders({ db: fresh.db, cursor: cursor(second.nextCursor) });
      expect(second.builders).toHaveLength(9);
      expect(third.builders).toHaveLength(2);
      expect(third.nextCursor).toBeNull();
      const names = [...first.builders, ...second.builders, ...third.builders].map((card) => card.businessName);
      expect(new Set(names).size).toBe(20);
    } finally {
      await fresh.destroy();
    }
  });
});
