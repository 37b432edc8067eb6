// /social/{kind}/{id}.jpg through the route module, and the share tags of the pages that name it
// (docs/product/found-and-shared.md, "Social images").
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogPosts, listings, media } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { createdBuilderProfile } from "#app/modules/builders/testing/builder-fixture.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { mediaImageUrl, mediaVariantKey } from "#app/modules/media/media-urls.ts";
import { makeWebpVariants } from "#app/modules/media/process-image.server.ts";
import { twoToneJpeg } from "#app/modules/media/testing/media-fixtures.ts";
import { renderTextBlock } from "#app/modules/social-images/social-image-text.server.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest, routeArgs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { contextWith, testBaseUrl } from "#app/test/services.ts";
import { loader as profileLoader, meta as profileMeta } from "../builders/profile.tsx";
import { loader as detailLoader, meta as detailMeta } from "../listings/detail.tsx";
import { loader } from "./image.ts";

const bed = routeTestBed({ accounts: { owner: "social-owner@example.com" } });

/** Every key the storage was asked to store, in order. */
function recordingStorage(storage: MediaStorage): { storage: MediaStorage; puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    storage: {
      ...storage,
      put: (key, body, type) => {
        puts.push(key);
        return storage.put(key, body, type);
      },
    },
  };
}

async function request(url: string, storage?: MediaStorage): Promise<Response> {
  const services: AppServices = storage ? { ...bed.services, storage } : bed.services;
  const [, kind = "", file = ""] = new URL(url, testBaseUrl).pathname.split("/").slice(1);
  return loader(routeArgs(pageRequest(url), contextWith(services), { kind, file }));
}

async function expectShareImage(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/jpeg");
  const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect({ format: info.format, width: info.width, height: info.height }).toEqual({
    format: "jpeg",
    width: 1200,
    height: 630,
  });
}

async function uploadedPhoto(): Promise<string> {
  const [row] = await bed.db
    .insert(media)
    .values({ kind: "image", contentType: "image/webp", byteSize: 1000, width: 1600, height: 1200 })
    .returning({ id: media.id });
  if (!row) throw new Error("no media row");
  for (const variant of (await makeWebpVariants(await twoToneJpeg(1600, 1200))).variants) {
    await bed.services.storage.put(mediaVariantKey(row.id, variant.slot, "webp"), variant.bytes, "image/webp");
  }
  return mediaImageUrl(row.id);
}

/** The og:image of a page's meta, and the tags that go with it. */
function shareTags(tags: readonly Record<string, unknown>[]) {
  const content = (key: "property" | "name", value: string) => tags.find((tag) => tag[key] === value)?.content;
  return {
    image: content("property", "og:image") as string,
    width: content("property", "og:image:width"),
    height: content("property", "og:image:height"),
    type: content("property", "og:image:type"),
    alt: content("property", "og:image:alt"),
    twitterCard: content("name", "twitter:card"),
    twitterImage: content("name", "twitter:image"),
  };
}

async function listingShareTags(id: string) {
  const loaderData = await detailLoader(routeArgs(pageRequest(`/listing/${id}`), bed.context, { id }));
  return shareTags(detailMeta({ loaderData } as never) as Record<string, unknown>[]);
}

describe("/social/{kind}/{id}.jpg", () => {
  it("draws a public listing's photo, title, price and place once, then serves it from the storage", async () => {
    const id = await insertListingFixture(bed.db, { title: 'Sprinter <&"> 4x4', images: [await uploadedPhoto()] });
    const tags = await listingShareTags(id);
    expect(tags).toEqual({
      image: expect.stringMatching(new RegExp(`^${testBaseUrl}/social/listing/${id}\\.jpg\\?v=\\w+$`)),
      width: "1200",
      height: "630",
      type: "image/jpeg",
      alt: 'Sprinter <&"> 4x4',
      twitterCard: "summary_large_image",
      twitterImage: tags.image,
    });

    const { storage, puts } = recordingStorage(bed.services.storage);
    const path = tags.image.slice(testBaseUrl.length);
    const first = await request(path, storage);
    await expectShareImage(first);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await request(`/social/listing/${id}.jpg`, storage);
    await expectShareImage(again);
    expect(again.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(puts).toHaveLength(1);

    // A new price is a new picture: a new address and a new stored image.
    await bed.db
      .update(listings)
      .set({ priceCents: 5_900_000, askingPriceCents: 5_900_000 })
      .where(eq(listings.id, id));
    const repriced = await listingShareTags(id);
    expect(repriced.image).not.toBe(tags.image);
    await expectShareImage(await request(repriced.image.slice(testBaseUrl.length), storage));
    expect(puts).toHaveLength(2);
    expect(puts[1]).not.toBe(puts[0]);
  });

  it("draws the image once for a burst of first requests", async () => {
    const id = await insertListingFixture(bed.db, { title: "Burst", images: [] });
    const { storage, puts } = recordingStorage(bed.services.storage);
    const answers = await Promise.all([1, 2, 3, 4].map(() => request(`/social/listing/${id}.jpg`, storage)));
    for (const answer of answers) await expectShareImage(answer);
    expect(puts).toHaveLength(1);
  });

  it("draws a listing without photos, with a long title, on Roamstead's colours", async () => {
    const id = await insertListingFixture(bed.db, { title: `Long ${"and longer ".repeat(30)}🚐`, images: [] });
    await expectShareImage(await request(`/social/listing/${id}.jpg`));
  });

  it("draws a public builder profile and a published post", async () => {
    const builder = await createdBuilderProfile(bed.db, bed.accounts.owner.id);
    await expectShareImage(await request(`/social/builder/${builder.id}.jpg`));
    const profile = await profileLoader(
      routeArgs(pageRequest(`/builder/${builder.id}`), bed.context, { id: builder.id }),
    );
    const tags = shareTags(profileMeta({ loaderData: profile } as never) as Record<string, unknown>[]);
    expect(tags.image).toMatch(new RegExp(`^${testBaseUrl}/social/builder/${builder.id}\\.jpg\\?v=\\w+$`));
    expect([tags.width, tags.height, tags.twitterCard]).toEqual(["1200", "630", "summary_large_image"]);

    await bed.db.insert(blogPosts).values({ slug: "-roads", title: "Roads & rivers", body: "Hi", coverImage: null });
    await expectShareImage(await request("/social/blog/-roads.jpg"));
  });

  it("answers 404 for a hidden, expired or unknown listing and for junk addresses, never an error", async () => {
    const hidden = await insertListingFixture(bed.db, { isApproved: false });
    const expired = await insertListingFixture(bed.db, { expiresAt: new Date(Date.now() - dayMs) });
    const sold = await insertListingFixture(bed.db, { isActive: false, soldAt: new Date() });
    for (const path of [
      `/social/listing/${hidden}.jpg`,
      `/social/listing/${expired}.jpg`,
      `/social/listing/${sold}.jpg`,
      "/social/listing/123e4567-e89b-42d3-a456-426614174000.jpg",
      "/social/listing/not-a-uuid.jpg",
      `/social/listing/${hidden}.png`,
      "/social/builder/%00.jpg",
      "/social/blog/No%20Such%20Post.jpg",
      "/social/blog/missing.jpg",
      `/social/camper/${hidden}.jpg`,
    ]) {
      expect((await request(path)).status, path).toBe(404);
    }
  });
});

describe("the share images' text", () => {
  // A machine without system fonts: fontconfig with the system's rendering rules (when there are any) but
  // no font folder. The same pixels mean the same font; a fallback (or none) would draw other shapes.
  it("is set the same when fontconfig knows no font at all", async () => {
    const style = { weight: "Bold", size: 54, color: "#ffffff" } as const;
    const text = 'Žluťoučký kůň <&"> — 2019 Sprinter';
    const fingerprint = (png: Buffer) => createHash("sha256").update(png).digest("hex");
    const here = fingerprint((await renderTextBlock(text, style, 1000, 2)).png);
    const folder = await mkdtemp(path.join(tmpdir(), "roamstead-fonts-"));
    const config = path.join(folder, "fonts.conf");
    await writeFile(
      config,
      `<?xml version="1.0"?><fontconfig><include ignore_missing="yes">/etc/fonts/conf.d</include><cachedir>${folder}</cachedir></fontconfig>`,
    );
    const script = `import { createHash } from "node:crypto";
      import { renderTextBlock } from "#app/modules/social-images/social-image-text.server.ts";
      const block = await renderTextBlock(${JSON.stringify(text)}, ${JSON.stringify(style)}, 1000, 2);
      process.stdout.write(createHash("sha256").update(block.png).digest("hex"));`;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, FONTCONFIG_FILE: config },
      cwd: process.cwd(),
    });
    expect(stdout).toBe(here);
  });
});
