// A HEIC photo (what an iPhone saves) through POST /api/uploads, then served from /media/<id>/…:
// upright WebP variants of the right sizes, no metadata (GPS) left (docs/product/media.md).
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "#app/db/schema.ts";
import type { LocalMediaStorage } from "#app/modules/media/local-media-storage.server.ts";
import { makeHeicFixture } from "#app/modules/media/testing/make-heic-fixture.ts";
import { multipart, uploadRequest } from "#app/modules/media/testing/media-fixtures.ts";
import { removeTestStorage } from "#app/modules/media/testing/remove-test-storage.ts";
import { routeArgs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { inEnglish as englishMessages } from "#app/test/translator.tsx";
import { mountExpressEndpoints } from "../../../server/express-endpoints.ts";
import type { Route } from "./+types/uploads";
import { action } from "./uploads.ts";

const bed = routeTestBed({ accounts: { seller: "seller@example.com" } });
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  mountExpressEndpoints(app, bed.services);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await removeTestStorage(bed.services.storage as LocalMediaStorage);
});

const uploadHeic = (file: Buffer, filename = "IMG_0001.HEIC") =>
  action(
    routeArgs<Route.ActionArgs>(
      uploadRequest(
        "kind=image&purpose=listing",
        multipart(file, { filename, type: "image/heic" }),
        bed.accounts.seller.cookie,
      ),
      bed.context,
    ),
  );

describe("POST /api/uploads with a HEIC photo", () => {
  it("stores an iPhone-style grid HEIC with GPS as upright WebP variants, served without any metadata", async () => {
    // 1100×700 in 512 px tiles, red left and blue right, turned upright by its irot (90° anticlockwise):
    // 700×1100, blue on top, red below.
    const heic = await makeHeicFixture({ width: 1100, height: 700, grid: true, rotation: 90, withGps: true });
    expect(heic.includes("RoamPhone")).toBe(true);

    const response = await uploadHeic(heic);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; width: number; height: number };
    expect(body).toMatchObject({
      ok: true,
      id: expect.any(String),
      kind: "image",
      url: `/media/${body.id}`,
      width: 700,
      height: 1100,
    });
    const [row] = await bed.db.select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({ kind: "image", contentType: "image/heic", width: 700, height: 1100 });

    // 700 px wide: a 480 px variant and, in the 960 slot, the photo at its own width (never upscaled).
    for (const [slot, width, height] of [
      [480, 480, 754],
      [960, 700, 1100],
    ] as const) {
      const served = await fetch(`${base}/media/${body.id}/${slot}.webp`);
      expect(served.status, `${slot}.webp`).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await served.arrayBuffer());
      const info = await sharp(bytes).metadata();
      expect(info).toMatchObject({ format: "webp", width });
      expect(Math.abs((info.height ?? 0) - height)).toBeLessThanOrEqual(1);
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      for (const marker of ["EXIF", "RoamPhone", "Owner Name"]) expect(bytes.includes(marker), marker).toBe(false);
      const { data, info: raw } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (y: number) => [
        ...data.subarray((y * raw.width + raw.width / 2) * 3, (y * raw.width + raw.width / 2) * 3 + 3),
      ];
      const [topRed, , topBlue] = pixel(Math.round(raw.height * 0.1));
      const [bottomRed, , bottomBlue] = pixel(Math.round(raw.height * 0.9));
      expect(topBlue).toBeGreaterThan(150);
      expect(topRed).toBeLessThan(100);
      expect(bottomRed).toBeGreaterThan(150);
      expect(bottomBlue).toBeLessThan(100);
    }
  });

  it("refuses a HEIC claiming more than 40 megapixels, and a truncated one, with the photo messages", async () => {
    const heic = await makeHeicFixture({ width: 64, height: 48 });
    const claimed = Buffer.from(heic);
    const ispe = claimed.indexOf("ispe", 0, "latin1");
    claimed.writeUInt32BE(60_000, ispe + 8);
    claimed.writeUInt32BE(60_000, ispe + 12);
    const tooLarge = await uploadHeic(claimed);
    expect(tooLarge.status).toBe(400);
    expect(englishMessages(await tooLarge.json())).toMatchObject({
      ok: false,
      message: "Image dimensions are too large (at most 40 megapixels).",
    });

    const truncated = await uploadHeic(heic.subarray(0, heic.length - 60));
    expect(truncated.status).toBe(400);
    expect(englishMessages(await truncated.json())).toMatchObject({
      ok: false,
      message: "This image could not be read. Please upload a JPEG, PNG, WebP, AVIF or HEIC photo.",
    });
  });
});
