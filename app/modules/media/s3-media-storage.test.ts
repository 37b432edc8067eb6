// The S3 adapter against a local fake S3 (no network): the requests it sends, and uploads and serving
// working on it exactly as on local disk. Also the S3 settings' validation.
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/lib/context.server.ts";
import { ConfigError, parseEnv } from "#app/lib/env.server.ts";
import { signedInAccount } from "#app/test/accounts.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { createTestServices } from "#app/test/services.ts";
import { createMediaStorage } from "./create-media-storage.server.ts";
import type { MediaStorage } from "./media-storage.ts";
import { processVideo } from "./process-video.server.ts";
import { createMediaFileServer } from "./serve-media.server.ts";
import { type FakeS3, startFakeS3 } from "./testing/fake-s3.ts";
import { makeVideoFixture } from "./testing/make-video-fixture.ts";
import { multipart, twoToneJpeg, uploadRequest } from "./testing/media-fixtures.ts";
import { uploadMedia } from "./upload-media.server.ts";

const bucket = "roamstead-media";
let s3: FakeS3;
let storage: MediaStorage;
let database: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  s3 = await startFakeS3(bucket);
  const env = parseEnv({
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "test-key",
    S3_SECRET_ACCESS_KEY: "test-secret",
  });
  storage = createMediaStorage(env);
  database = await createTestDatabase();
  services = { ...createTestServices(database), storage };
});
afterAll(async () => {
  await s3?.close();
  await database?.destroy();
});

describe("S3 media storage", () => {
  it("is chosen by S3_BUCKET and sends signed, path-style requests with type and length", async () => {
    expect(storage.kind).toBe("s3");
    s3.requests.length = 0;
    const bytes = Buffer.from("hello webp");
    await storage.put("media/abc/480.webp", bytes, "image/webp");
    const [put] = s3.requests;
    expect(put).toMatchObject({ method: "PUT", path: `/${bucket}/media/abc/480.webp`, bodyBytes: bytes.length });
    expect(put?.headers["content-type"]).toBe("image/webp");
    expect(put?.headers["content-length"]).toBe(String(bytes.length));
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers["x-amz-content-sha256"]).toBeDefined();
    expect(s3.objects.get("media/abc/480.webp")?.body.equals(bytes)).toBe(true);
  });

  it("stats, reads whole and by range, and deletes", async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await storage.put("media/def/video", bytes, "video/mp4");
    expect(await storage.stat("media/def/video")).toEqual({ size: 1000 });
    expect(await storage.stat("media/def/missing")).toBeNull();
    const whole = await storage.read("media/def/video");
    expect(whole && (await buffer(whole)).equals(bytes)).toBe(true);
    s3.requests.length = 0;
    const part = await storage.read("media/def/video", { start: 10, end: 19 });
    expect(part && (await buffer(part)).equals(bytes.subarray(10, 20))).toBe(true);
    expect(s3.requests[0]?.headers.range).toBe("bytes=10-19");
    expect(await storage.read("media/def/missing")).toBeNull();
    await storage.delete(["media/def/video", "media/def/never-there"]);
    expect(s3.objects.has("media/def/video")).toBe(false);
  });

  it("refuses keys that could leave their folder", async () => {
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.stat("media/../../x")).rejects.toThrow(/Unsafe storage key/);
  });

  it("takes uploads and serves them (with ranges) like local disk", async () => {
    const seller = await signedInAccount(services, "s3-seller@example.com");
    const context = {
      db: database.db,
      storage,
      videoTools: services.videoTools,
      jobs: services.jobs,
      logger: services.logger,
      ownerId: seller.id,
    };
    const photo = await uploadMedia({
      ...context,
      kind: "image",
      purpose: "listing",
      request: uploadRequest("kind=image&purpose=listing", multipart(await twoToneJpeg(1200, 800))),
    });
    expect([...s3.objects.keys()].filter((key) => key.startsWith(`media/${photo.id}/`)).sort()).toEqual([
      `media/${photo.id}/1920.webp`,
      `media/${photo.id}/480.webp`,
      `media/${photo.id}/960.webp`,
    ]);
    const video = await uploadMedia({
      ...context,
      kind: "video",
      purpose: "listing",
      request: uploadRequest(
        "kind=video&purpose=listing",
        multipart(await makeVideoFixture({ container: "mov" }), { filename: "a.mov", type: "video/quicktime" }),
      ),
    });
    expect(s3.objects.get(`media/${video.id}/original`)).toMatchObject({ contentType: "video/quicktime" });
    const tools = services.videoTools;
    if (!tools) throw new Error("the tests need ffmpeg");
    expect(await processVideo({ db: database.db, storage, tools, mediaId: video.id })).toBe("ready");
    expect(s3.objects.has(`media/${video.id}/original`)).toBe(false);
    expect(s3.objects.get(`media/${video.id}/poster.webp`)).toMatchObject({ contentType: "image/webp" });
    const mp4 = s3.objects.get(`media/${video.id}/video`);
    expect(mp4).toMatchObject({ contentType: "video/mp4" });

    const server = createMediaFileServer({ db: database.db, storage });
    const answer = await server.serve({
      method: "GET",
      id: video.id,
      file: "video",
      range: "bytes=0-31",
      ifNoneMatch: null,
      ifRange: null,
    });
    expect(answer.status).toBe(206);
    expect(answer.headers["Content-Range"]).toBe(`bytes 0-31/${mp4?.body.length}`);
    expect(answer.body && (await buffer(answer.body)).equals(mp4?.body.subarray(0, 32) ?? Buffer.alloc(0))).toBe(true);
    const card = await server.serve({
      method: "GET",
      id: photo.id,
      file: "480.webp",
      range: null,
      ifNoneMatch: null,
      ifRange: null,
    });
    expect(card.status).toBe(200);
    expect(card.headers["Content-Type"]).toBe("image/webp");
  });
});

describe("S3 settings", () => {
  it("keep local disk without S3_BUCKET, and name S3 problems without printing secrets", () => {
    expect(createMediaStorage(parseEnv({})).kind).toBe("local");
    expect(() => parseEnv({ S3_BUCKET: "Bad_Bucket" })).toThrowError(/S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: "b-1", S3_ENDPOINT: "ftp://x" })).toThrowError(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toThrowError(
      /S3_SECRET_ACCESS_KEY.*go together/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrowError(/S3_ENDPOINT.*S3_BUCKET/);
    try {
      parseEnv({ S3_SECRET_ACCESS_KEY: "super-secret-value" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toMatch(/S3_SECRET_ACCESS_KEY=\(hidden\)/);
      expect(String(error)).not.toMatch(/super-secret-value/);
    }
    expect(parseEnv({ S3_BUCKET: "b-1" })).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
  });
});
