import { createReadStream } from "node:fs";
import { stat as statFile, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, type MediaStorage } from "./media-storage.ts";

export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, R2, B2, …); unset means Amazon S3. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

type S3Sdk = typeof import("@aws-sdk/client-s3");

// The SDK is loaded with the first S3 request, not at start: an instance storing media on disk never
// holds its ~4 MB of modules (ADR 021).
let sdkLoading: Promise<S3Sdk> | undefined;
const loadSdk = () => {
  sdkLoading ??= import("@aws-sdk/client-s3");
  return sdkLoading;
};

const isNotFound = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");

/** Media as objects in one bucket, under the same keys as on local disk. */
export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  let client: S3Client | undefined;
  const connect = async () => {
    const sdk = await loadSdk();
    client ??= new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Many S3-compatible services reject the newer default checksums (and the chunked uploads they need).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
    return { sdk, client };
  };
  const bucket = options.bucket;

  return {
    kind: "s3",
    spoolDir: path.join(tmpdir(), "roamstead-incoming"),
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async putFile(key, file, contentType) {
      assertSafeKey(key);
      const { size } = await statFile(file);
      try {
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(file),
            ContentType: contentType,
            ContentLength: size,
          }),
        );
      } finally {
        await unlink(file).catch(() => {});
      }
    },
    async stat(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = object.Body;
        if (!body) return null;
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (const key of keys) assertSafeKey(key);
      const { sdk, client } = await connect();
      // One request per key: DeleteObjects needs a Content-MD5 that some compatible services handle badly.
      await Promise.all(keys.map((key) => client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }))));
    },
  };
}
