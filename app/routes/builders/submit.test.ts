// Submitting and editing a builder profile through /submit-builder: create from a paid session, the
// owner-only edit, the media rules (counts, kinds, sizes by the stored rows), what the reader refuses,
// and the race of two submissions with one session (run with DATABASE_URL for a real PostgreSQL server).
import { eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { builders, media, paymentSessions } from "#app/db/schema.ts";
import { createBuilderProfile } from "#app/modules/builders/create-builder-profile.server.ts";
import {
  type BuilderFormInput,
  builderFormFields,
  builderTestGeocoder,
  createdBuilderProfile,
  paidBuilderSession,
  uploadedBuilderMedia,
} from "#app/modules/builders/testing/builder-fixture.ts";
import { geocoderUnavailable } from "#app/modules/geo/geocoder.ts";
import { signedInAccount } from "#app/test/accounts.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { formRequest, jsonRequest, pageRequest, queryValueOf, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl, contextWith } from "#app/test/services.ts";
import { english, englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/submit";
import { action, loader } from "./submit.tsx";

const megabyte = 1024 * 1024;

const bed = routeTestBed({
  services: { geocoder: builderTestGeocoder },
  accounts: { owner: "bea@example.com", stranger: "sam@example.com" },
});

const upload = (ownerId: string, kind: "image" | "video", byteSize?: number) =>
  uploadedBuilderMedia(bed.db, ownerId, kind, byteSize);

/** What the action answered, its messages in English (replies carry message ids). */
async function submitRequest(request: Request, on: RouterContextProvider = bed.context) {
  return inEnglish(await settle(() => action(routeArgs<Route.ActionArgs>(request, on))));
}

function submit(path: string, input: BuilderFormInput, cookie?: string, on?: RouterContextProvider) {
  return submitRequest(formRequest(path, builderFormFields(input), cookie), on);
}

/** A profile made by submitting the form with a fresh paid session. */
async function submittedProfile(input: BuilderFormInput = {}) {
  const session = await paidBuilderSession(bed.db, bed.accounts.owner.id);
  const result = await submit(
    `/submit-builder?session_id=${session.providerSessionId}`,
    input,
    bed.accounts.owner.cookie,
  );
  expect(result).toMatchObject({ status: 303, location: "/builders" });
  const [row] = await bed.db.select().from(builders).where(eq(builders.paymentSessionId, session.id));
  if (!row) throw new Error("no profile");
  return row;
}

describe("submitting a builder profile", () => {
  it("creates an approved, active profile for a year from a paid session, and uses the session up", async () => {
    const photos = [await upload(bed.accounts.owner.id, "image"), await upload(bed.accounts.owner.id, "image")];
    const video = await upload(bed.accounts.owner.id, "video");
    const profile = await submittedProfile({ photos, videos: [video] });
    expect(profile).toMatchObject({
      userId: bed.accounts.owner.id,
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
      (await bed.db.execute(
        sql`select expires_at = created_at + interval '1 year' as "oneYear" from builders where id = ${profile.id}`,
      )) as unknown as { rows: { oneYear: boolean }[] }
    ).rows;
    expect(oneYear).toBe(true);
    const attached = await bed.db.select({ attachedTo: media.attachedTo }).from(media);
    expect(attached.filter((row) => row.attachedTo === `builder:${profile.id}`)).toHaveLength(3);
    const [session] = await bed.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, profile.paymentSessionId ?? ""));
    expect(session?.usedAt).toBeInstanceOf(Date);
    expect(session?.usedForId).toBe(profile.id);
  });

  it("refuses the same session a second time, as a save failure: 'Error: ' and the message", async () => {
    const session = await paidBuilderSession(bed.db, bed.accounts.owner.id);
    const path = `/submit-builder?session_id=${session.id}`;
    expect(await submit(path, {}, bed.accounts.owner.cookie)).toMatchObject({ status: 303 });
    expect(await submit(path, {}, bed.accounts.owner.cookie)).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message: "Error: This session has already been used.",
        values: { businessName: "Trailhead Van Works" },
      },
    });
  });

  it("takes the session from the form's hidden field when the address has none", async () => {
    const session = await paidBuilderSession(bed.db, bed.accounts.owner.id);
    const fields = { ...builderFormFields({ businessName: "Hidden Field Vans" }), session_id: session.id };
    expect(await submitRequest(formRequest("/submit-builder", fields, bed.accounts.owner.cookie))).toMatchObject({
      status: 303,
    });
    const [row] = await bed.db.select().from(builders).where(eq(builders.paymentSessionId, session.id));
    expect(row?.businessName).toBe("Hidden Field Vans");
  });

  describe("when the geocoding service fails", () => {
    let failing: RouterContextProvider;
    beforeAll(() => {
      failing = contextWith({
        ...bed.services,
        geocoder: {
          async geocode() {
            throw geocoderUnavailable("503", "Service Unavailable");
          },
          async suggest() {
            return [];
          },
        },
      });
    });

    it("answers a new profile with 502 and 'Geocoding failed: 503' on the location, keeps the form and the session", async () => {
      const session = await paidBuilderSession(bed.db, bed.accounts.owner.id);
      const path = `/submit-builder?session_id=${session.id}`;
      expect(await submit(path, { location: "Bend, OR" }, bed.accounts.owner.cookie, failing)).toMatchObject({
        status: 502,
        body: {
          message: "Geocoding failed: 503",
          fieldErrors: { location: "Geocoding failed: 503" },
          values: { businessName: "Trailhead Van Works", location: "Bend, OR" },
        },
      });
      const [row] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, session.id));
      expect(row?.usedAt).toBeNull();
      expect(await bed.db.select().from(builders).where(eq(builders.paymentSessionId, session.id))).toHaveLength(0);
    });

    it("answers an edit that moves the profile the same way, changing nothing", async () => {
      const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id);
      const path = `/submit-builder?edit=${profile.id}`;
      const result = await submit(
        path,
        { businessName: "Moved Vans", location: "Boise, ID" },
        bed.accounts.owner.cookie,
        failing,
      );
      expect(result).toMatchObject({ status: 502, body: { fieldErrors: { location: "Geocoding failed: 503" } } });
      const [after] = await bed.db.select().from(builders).where(eq(builders.id, profile.id));
      expect(after).toMatchObject({ businessName: "Trailhead Van Works", location: "Bend, OR" });
    });
  });

  it("answers an unexpected failure with 500 and the product's sentence, keeping the form and the session", async () => {
    const broken = contextWith({
      ...bed.services,
      geocoder: {
        async geocode() {
          throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
        },
        async suggest() {
          return [];
        },
      },
    });
    const session = await paidBuilderSession(bed.db, bed.accounts.owner.id);
    expect(await submit(`/submit-builder?session_id=${session.id}`, {}, bed.accounts.owner.cookie, broken)).toEqual(
      expect.objectContaining({
        status: 500,
        body: {
          ok: false,
          message: "There was an error submitting your profile. Please try again.",
          values: expect.objectContaining({ businessName: "Trailhead Van Works" }),
        },
      }),
    );
    const [row] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, session.id));
    expect(row?.usedAt).toBeNull();
  });

  it("answers a missing required field, a signed-out visitor and a missing tier with their messages", async () => {
    const session = await paidBuilderSession(bed.db, bed.accounts.owner.id);
    const path = `/submit-builder?session_id=${session.id}`;
    expect(await submit(path, { businessName: " ", location: "" }, bed.accounts.owner.cookie)).toMatchObject({
      status: 400,
      body: {
        message: "Please fill in all required fields.",
        fieldErrors: { businessName: "This field is required.", location: "This field is required." },
        values: { businessName: " ", description: "Sprinter conversions with off-grid power." },
      },
    });
    expect(await submit(path, {})).toMatchObject({
      status: 401,
      body: { ok: false, message: "Not signed in or missing tier" },
    });
    // The stranger has no paid builder session of their own, and cannot use the owner's.
    expect(await submit("/submit-builder", {}, bed.accounts.stranger.cookie)).toMatchObject({
      status: 402,
      body: { message: "Not signed in or missing tier" },
    });
    expect(await submit(path, {}, bed.accounts.stranger.cookie)).toMatchObject({
      status: 402,
      body: { message: "Not signed in or missing tier" },
    });
    expect(await submit(path, { location: "Atlantis" }, bed.accounts.owner.cookie)).toMatchObject({
      status: 400,
      body: { message: "Invalid location.", fieldErrors: { location: "Invalid location." } },
    });
    expect(await submit(path, { websiteUrl: "javascript:alert(1)" }, bed.accounts.owner.cookie)).toMatchObject({
      status: 400,
      body: {
        message: "Please enter a valid website address, such as https://example.com.",
        fieldErrors: { websiteUrl: "Please enter a valid website address, such as https://example.com." },
      },
    });
  });

  describe("what the reader refuses before anything is saved", () => {
    let path: string;
    beforeAll(async () => {
      path = `${baseUrl}/submit-builder?session_id=${(await paidBuilderSession(bed.db, bed.accounts.owner.id)).id}`;
    });

    const post = (headers: Record<string, string>, body: BodyInit | null) =>
      submitRequest(
        new Request(path, { method: "POST", headers: { cookie: bed.accounts.owner.cookie, ...headers }, body }),
      );

    it("refuses a text body, an empty body without a type and a multipart body without a boundary with 415", async () => {
      for (const [headers, body] of [
        [{ "content-type": "text/plain" }, "businessName=Vans"],
        [{}, null],
        [{ "content-type": "multipart/form-data" }, "--x\r\n"],
      ] as const) {
        const result = await post(headers, body);
        expect(result.status).toBe(415);
        expect(result.body).toMatchObject({ ok: false, message: expect.stringMatching(/^Send the request as /) });
      }
    });

    it("reads a JSON body with the same schema: a field left out is empty, so required", async () => {
      const result = await submitRequest(
        jsonRequest(path.slice(baseUrl.length), { businessName: "Vans" }, bed.accounts.owner.cookie),
      );
      expect(result).toMatchObject({
        status: 400,
        body: {
          message: "Please fill in all required fields.",
          fieldErrors: { description: "This field is required.", location: "This field is required." },
        },
      });
    });

    it("refuses a NUL character with 400 and the field's message", async () => {
      const result = await submit(
        path.slice(baseUrl.length),
        { description: "We build vans.\u0000" },
        bed.accounts.owner.cookie,
      );
      expect(result).toMatchObject({
        status: 400,
        body: {
          message: "Please remove the unsupported characters from this field.",
          fieldErrors: { description: "Please remove the unsupported characters from this field." },
        },
      });
    });

    it("refuses a body over 256 KB with 413, closing the connection", async () => {
      const result = await submit(
        path.slice(baseUrl.length),
        { description: "a".repeat(300_000) },
        bed.accounts.owner.cookie,
      );
      expect(result.status).toBe(413);
      expect(result.headers.get("connection")).toBe("close");
      expect(result.body).toMatchObject({ ok: false, message: "The request is too large (at most 256 KB)." });
    });
  });

  describe("media rules, checked on the server against the stored uploads", () => {
    let path: string;
    beforeAll(async () => {
      path = `/submit-builder?session_id=${(await paidBuilderSession(bed.db, bed.accounts.owner.id)).id}`;
    });

    it("refuses a 31st photo", async () => {
      const photos = await Promise.all(Array.from({ length: 31 }, () => upload(bed.accounts.owner.id, "image")));
      expect(await submit(path, { photos }, bed.accounts.owner.cookie)).toMatchObject({
        status: 400,
        body: { message: "You can upload up to 30 photos." },
      });
    });

    it("refuses a photo of 6 MB (uploaded for a listing, whose limit is higher)", async () => {
      const photos = [
        await upload(bed.accounts.owner.id, "image"),
        await upload(bed.accounts.owner.id, "image", 6 * megabyte),
      ];
      expect(await submit(path, { photos }, bed.accounts.owner.cookie)).toMatchObject({
        status: 400,
        body: { message: "Image must be under 5MB.", fieldErrors: { photos: "Image must be under 5MB." } },
      });
    });

    it("refuses a video posted as a photo, by its URL or by its stored kind", async () => {
      const video = await upload(bed.accounts.owner.id, "video");
      const videoId = video.split("/")[2];
      for (const photo of [video, `/media/${videoId}`, "https://elsewhere.example/van.jpg"]) {
        expect(await submit(path, { photos: [photo] }, bed.accounts.owner.cookie)).toMatchObject({
          status: 400,
          body: { message: "Only image files are allowed." },
        });
      }
    });

    it("refuses a second video, a photo posted as the video, and a video of 50 MB or more", async () => {
      const videos = [await upload(bed.accounts.owner.id, "video"), await upload(bed.accounts.owner.id, "video")];
      expect(await submit(path, { videos }, bed.accounts.owner.cookie)).toMatchObject({
        status: 400,
        body: { message: "You can only upload one video." },
      });
      const photoId = (await upload(bed.accounts.owner.id, "image")).split("/")[2];
      expect(await submit(path, { videos: [`/media/${photoId}/video`] }, bed.accounts.owner.cookie)).toMatchObject({
        status: 400,
        body: { message: "Only video files are allowed." },
      });
      const big = await upload(bed.accounts.owner.id, "video", 50 * megabyte);
      expect(await submit(path, { videos: [big] }, bed.accounts.owner.cookie)).toMatchObject({
        status: 400,
        body: { message: "Video must be under 50MB." },
      });
    });

    it("refuses someone else's upload, and leaves the session unused after every refusal", async () => {
      const theirs = await upload(bed.accounts.stranger.id, "image");
      expect(await submit(path, { photos: [theirs] }, bed.accounts.owner.cookie)).toMatchObject({
        status: 400,
        body: { fieldErrors: { photos: expect.any(String) } },
      });
      const id = queryValueOf(`${baseUrl}${path}`, "session_id") ?? "";
      const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
      expect(session?.usedAt).toBeNull();
      expect(
        await submit(path, { photos: [await upload(bed.accounts.owner.id, "image")] }, bed.accounts.owner.cookie),
      ).toMatchObject({
        status: 303,
      });
    });
  });

  it(`lets only one of two simultaneous submissions use a session${isPostgresRun ? " (PostgreSQL race)" : ""}`, async () => {
    const session = await paidBuilderSession(bed.db, bed.accounts.owner.id);
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
          db: bed.db,
          geocoder: bed.services.geocoder,
          userId: bed.accounts.owner.id,
          sessionId: session.id,
          input,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    const refused = attempts.find((attempt) => attempt.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "conflict" });
    expect(refused?.status === "rejected" && english(refused.reason.message)).toBe(
      "This session has already been used.",
    );
    const made = await bed.db.select().from(builders).where(eq(builders.paymentSessionId, session.id));
    expect(made).toHaveLength(1);
  });
});

describe("the form page", () => {
  /** What the loader answered, its notice and message in English (they are message ids). */
  async function load(path: string, cookie?: string) {
    const outcome = inEnglish(
      await settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(path, cookie), bed.context))),
    );
    const body = outcome.body as { notice?: unknown } | null;
    if (body && typeof body.notice === "string") body.notice = english(body.notice);
    return outcome;
  }

  it("sends a visitor to sign-in with the path and query, and offers the tier without a paid session", async () => {
    expect(await load("/submit-builder?session_id=abc")).toMatchObject({
      status: 302,
      location: `/sign-in-camper?redirect=${encodeURIComponent("/submit-builder?session_id=abc")}`,
    });
    expect((await load("/submit-builder", bed.accounts.stranger.cookie)).body).toEqual({
      view: "select-tier",
      notice: null,
      metaTitle: "Select a Builder Tier | Roamstead",
    });
    expect((await load("/submit-builder?session_id=local_forged", bed.accounts.stranger.cookie)).body).toEqual({
      view: "select-tier",
      notice: "Could not verify your payment.",
      metaTitle: "Select a Builder Tier | Roamstead",
    });
  });

  it("opens the form for a paid session named in the URL, or the one the server holds", async () => {
    const session = await paidBuilderSession(bed.db, bed.accounts.stranger.id);
    expect(
      (await load(`/submit-builder?session_id=${session.providerSessionId}`, bed.accounts.stranger.cookie)).body,
    ).toEqual({
      view: "create",
      sessionId: session.providerSessionId,
      metaTitle: "Submit Your Builder Profile - Roamstead Builder | Roamstead",
    });
    expect((await load("/submit-builder", bed.accounts.stranger.cookie)).body).toEqual({
      view: "create",
      sessionId: session.id,
      metaTitle: "Submit Your Builder Profile - Roamstead Builder | Roamstead",
    });
    await bed.db.update(paymentSessions).set({ usedAt: new Date() }).where(eq(paymentSessions.id, session.id));
    expect((await load(`/submit-builder?session_id=${session.id}`, bed.accounts.stranger.cookie)).body).toEqual({
      view: "select-tier",
      notice: "This session has already been used.",
      metaTitle: "Select a Builder Tier | Roamstead",
    });
  });

  it("opens the owner's profile for editing and tells anyone else they may not", async () => {
    const profile = await submittedProfile();
    expect((await load(`/submit-builder?edit=${profile.id}`, bed.accounts.owner.cookie)).body).toMatchObject({
      view: "edit",
      builderId: profile.id,
      defaults: { businessName: "Trailhead Van Works", instagram: "@trailheadvans" },
    });
    expect(await load(`/submit-builder?edit=${profile.id}`, bed.accounts.stranger.cookie)).toMatchObject({
      status: 403,
      body: { view: "forbidden" },
    });
    expect(await load("/submit-builder?edit=not-a-uuid", bed.accounts.owner.cookie)).toMatchObject({
      status: 404,
      body: { ok: false, message: "Builder not found." },
    });
  });
});

describe("editing", () => {
  it("saves the owner's changes and refuses another user's, changing nothing", async () => {
    const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id);
    const path = `/submit-builder?edit=${profile.id}`;
    expect(await submit(path, { businessName: "Stolen Vans" }, bed.accounts.stranger.cookie)).toMatchObject({
      status: 403,
      body: { message: "Error: You do not have permission to edit this builder profile." },
    });
    const photo = await upload(bed.accounts.owner.id, "image");
    expect(
      await submit(path, { businessName: "Trailhead Vans", photos: [photo] }, bed.accounts.owner.cookie),
    ).toMatchObject({
      status: 303,
      location: "/builders",
    });
    const [after] = await bed.db.select().from(builders).where(eq(builders.id, profile.id));
    expect(after).toMatchObject({ businessName: "Trailhead Vans", imageUrls: [photo], expiresAt: profile.expiresAt });
  });

  it("answers an edit of a profile that is gone with 'Error: Builder not found.'", async () => {
    const path = "/submit-builder?edit=00000000-0000-4000-8000-000000000000";
    expect(await submit(path, {}, bed.accounts.owner.cookie)).toMatchObject({
      status: 404,
      body: { message: "Error: Builder not found." },
    });
  });
});

describe("a builder profile posted without a paid session, through the whole app (docs/product/builders.md, Submit builder)", () => {
  it("answers 402 with the tier choice and 'Not signed in or missing tier'", async () => {
    const unpaid = await signedInAccount(bed.services, "unpaid.builder@example.com", "user");
    const request = formRequest("/submit-builder", builderFormFields(), unpaid.cookie);
    const { status, html } = await pageThroughApp(request, bed.services);
    expect(status).toBe(402);
    expect(html).toContain("Select a Builder Tier");
    expect(html).toContain("Not signed in or missing tier");
  });

  it("says the same in French under /fr", async () => {
    const unpaid = await signedInAccount(bed.services, "unpaid.builder.fr@example.com", "user");
    const request = formRequest("/fr/submit-builder", builderFormFields(), unpaid.cookie);
    const { status, html } = await pageThroughApp(request, bed.services);
    expect(status).toBe(402);
    expect(html).toContain("Choisissez un forfait aménageur");
    expect(html).toContain("Non connecté ou forfait manquant");
    expect(html).toContain("30 photos");
    expect(html).not.toContain("Select a Builder Tier");
  });
});
