// Deleting a builder profile through /builder/{id}/delete: only its owner, only once asked, its media
// with it; a refusal reaches the page's error boundary as 'Delete failed: ' and the reason.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { builders, media } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import {
  builderTestGeocoder,
  createdBuilderProfile,
  uploadedBuilderMedia,
} from "#app/modules/builders/testing/builder-fixture.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { contextWith } from "#app/test/services.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/delete";
import { action, loader } from "./delete.tsx";

const bed = routeTestBed({
  services: { geocoder: builderTestGeocoder },
  accounts: { owner: "bea@example.com", stranger: "sam@example.com" },
});

function remove(id: string, cookie: string, fields: Record<string, string> = { confirmed: "yes" }) {
  const request = formRequest(`/builder/${id}/delete`, fields, cookie);
  return settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context, { id }))).then(inEnglish);
}

const profileRows = (id: string) => bed.db.select().from(builders).where(eq(builders.id, id));

describe("deleting a builder profile", () => {
  it("deletes only for the owner, and only once asked", async () => {
    const photo = await uploadedBuilderMedia(bed.db, bed.accounts.owner.id, "image");
    const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id, { photos: [photo] });
    expect(await remove(profile.id, bed.accounts.stranger.cookie)).toMatchObject({
      status: 403,
      body: { ok: false, message: "Delete failed: You do not have permission to edit this builder profile." },
    });
    expect(await remove(profile.id, bed.accounts.owner.cookie, {})).toMatchObject({
      status: 303,
      location: `/builder/${profile.id}/delete`,
    });
    expect(await profileRows(profile.id)).toHaveLength(1);
    expect(await remove(profile.id, bed.accounts.owner.cookie)).toMatchObject({
      status: 303,
      location: "/builders?deleted=true",
    });
    expect(await profileRows(profile.id)).toHaveLength(0);
    expect(
      await bed.db
        .select()
        .from(media)
        .where(eq(media.attachedTo, `builder:${profile.id}`)),
    ).toHaveLength(0);
    expect(await remove(profile.id, bed.accounts.owner.cookie)).toMatchObject({
      status: 404,
      body: { message: "Delete failed: Builder not found." },
    });
  });

  it("says why not in French on a French page", async () => {
    const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id);
    const request = formRequest(`/fr/builder/${profile.id}/delete`, { confirmed: "yes" }, bed.accounts.stranger.cookie);
    expect(
      await settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context, { id: profile.id }))),
    ).toMatchObject({
      status: 403,
      body: { message: "Échec de la suppression : Vous n’avez pas l’autorisation de modifier ce profil d’aménageur." },
    });
  });

  it("asks the owner first on the page, and tells anyone else why not", async () => {
    const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id, { businessName: "Asked Vans" });
    const load = (cookie: string) =>
      settle(() =>
        loader(
          routeArgs<Route.LoaderArgs>(pageRequest(`/builder/${profile.id}/delete`, cookie), bed.context, {
            id: profile.id,
          }),
        ),
      ).then(inEnglish);
    expect((await load(bed.accounts.owner.cookie)).body).toEqual({
      id: profile.id,
      name: "Asked Vans",
      metaTitle: "Delete builder profile | Roamstead",
    });
    expect(await load(bed.accounts.stranger.cookie)).toMatchObject({
      status: 403,
      body: { ok: false, message: "You do not have permission to edit this builder profile." },
    });
  });

  it("lets an unexpected failure through to the error boundary, deleting nothing", async () => {
    const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id);
    const broken = contextWith({
      ...bed.services,
      db: {
        delete() {
          throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
        },
      } as unknown as AppServices["db"],
    });
    const request = formRequest(`/builder/${profile.id}/delete`, { confirmed: "yes" }, bed.accounts.owner.cookie);
    await expect(action(routeArgs<Route.ActionArgs>(request, broken, { id: profile.id }))).rejects.toThrow(
      "ECONNREFUSED",
    );
    expect(await profileRows(profile.id)).toHaveLength(1);
  });

  it("refuses what it cannot read with a 4xx and a message, deleting nothing", async () => {
    const profile = await createdBuilderProfile(bed.db, bed.accounts.owner.id);
    const post = (request: Request) =>
      settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context, { id: profile.id }))).then(inEnglish);
    const url = `http://localhost:3000/builder/${profile.id}/delete`;
    const text = new Request(url, {
      method: "POST",
      headers: { cookie: bed.accounts.owner.cookie, "content-type": "text/plain" },
      body: "confirmed=yes",
    });
    expect(await post(text)).toMatchObject({ status: 415, body: { ok: false, message: expect.any(String) } });
    const nul = formRequest(`/builder/${profile.id}/delete`, { confirmed: "yes\u0000" }, bed.accounts.owner.cookie);
    expect(await post(nul)).toMatchObject({
      status: 400,
      body: { fieldErrors: { confirmed: "Please remove the unsupported characters from this field." } },
    });
    const huge = formRequest(
      `/builder/${profile.id}/delete`,
      { confirmed: "yes", padding: "x".repeat(70_000) },
      bed.accounts.owner.cookie,
    );
    expect(await post(huge)).toMatchObject({ status: 413 });
    // A JSON client is read like the form.
    const json = jsonRequest(`/builder/${profile.id}/delete`, { confirmed: "no" }, bed.accounts.owner.cookie);
    expect(await post(json)).toMatchObject({ status: 303, location: `/builder/${profile.id}/delete` });
    expect(await profileRows(profile.id)).toHaveLength(1);
  });
});
