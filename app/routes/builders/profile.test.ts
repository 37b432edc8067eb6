// Who sees a builder profile: expired and inactive ones are a 404 at /builder/{id} and missing from
// /builders, but their owner still lists them with their status.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { builders, media } from "#app/db/schema.ts";
import { listBuilders } from "#app/modules/builders/list-builders.server.ts";
import { listOwnBuilderProfiles } from "#app/modules/builders/list-own-builder-profiles.server.ts";
import { builderTestGeocoder, createdBuilderProfile } from "#app/modules/builders/testing/builder-fixture.ts";
import { pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/profile";
import { loader } from "./profile.tsx";

const bed = routeTestBed({
  services: { geocoder: builderTestGeocoder },
  accounts: { owner: "bea@example.com", visitor: "vic@example.com" },
});

function loadProfile(id: string, cookie?: string) {
  return settle(() =>
    loader(routeArgs<Route.LoaderArgs>(pageRequest(`/builder/${id}`, cookie), bed.context, { id })),
  ).then(inEnglish);
}

describe("who sees a profile", () => {
  it("hides expired and inactive profiles from /builders and /builder/{id}, but not from their owner", async () => {
    const expired = await createdBuilderProfile(bed.db, bed.accounts.owner.id, { businessName: "Expired Builds" });
    const inactive = await createdBuilderProfile(bed.db, bed.accounts.owner.id, { businessName: "Paused Builds" });
    const live = await createdBuilderProfile(bed.db, bed.accounts.owner.id, { businessName: "Live Builds" });
    await bed.db
      .update(builders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(builders.id, expired.id));
    await bed.db.update(builders).set({ isActive: false }).where(eq(builders.id, inactive.id));

    expect(await loadProfile(expired.id)).toMatchObject({ status: 404, body: { message: "Builder not found." } });
    expect(await loadProfile(inactive.id)).toMatchObject({ status: 404 });
    expect(await loadProfile("nope")).toMatchObject({ status: 404 });
    expect((await loadProfile(live.id)).body).toMatchObject({ builder: { businessName: "Live Builds" } });

    const shown = new Set<string>();
    let page = await listBuilders({ db: bed.db });
    for (;;) {
      for (const card of page.builders) shown.add(card.id);
      if (!page.nextCursor) break;
      const [sortValue, id] = page.nextCursor.split("_");
      page = await listBuilders({ db: bed.db, cursor: { sortValue: Number(sortValue), id: id ?? "" } });
    }
    expect(shown.has(live.id)).toBe(true);
    expect(shown.has(expired.id)).toBe(false);
    expect(shown.has(inactive.id)).toBe(false);

    const own = await listOwnBuilderProfiles(bed.db, bed.accounts.owner.id);
    expect(own.find((row) => row.id === expired.id)?.status).toBe("Expired");
    expect(own.find((row) => row.id === inactive.id)?.status).toBe("Inactive");
    expect(own.find((row) => row.id === live.id)?.status).toBe("Active");
  });
});

describe("its video", () => {
  it("passes the video's processing state, and tells the page whether its owner is looking", async () => {
    const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id, { businessName: "Video Builds" });
    const [video] = await bed.db
      .insert(media)
      .values({
        ownerId: bed.accounts.owner.id,
        kind: "video",
        contentType: "video/mp4",
        byteSize: 1000,
        videoState: "failed",
      })
      .returning({ id: media.id });
    const videoUrl = `/media/${video?.id}/video`;
    await bed.db.update(builders).set({ videoUrl }).where(eq(builders.id, profile.id));

    expect((await loadProfile(profile.id)).body).toMatchObject({
      video: { url: videoUrl, state: "failed", posterUrl: null },
      isOwnProfile: false,
    });
    expect((await loadProfile(profile.id, bed.accounts.visitor.cookie)).body).toMatchObject({ isOwnProfile: false });
    expect((await loadProfile(profile.id, bed.accounts.owner.cookie)).body).toMatchObject({ isOwnProfile: true });

    await bed.db
      .update(media)
      .set({ videoState: "ready" })
      .where(eq(media.id, video?.id ?? ""));
    expect((await loadProfile(profile.id)).body).toMatchObject({
      video: { state: "ready", posterUrl: `/media/${video?.id}/poster.webp` },
    });
  });
});
