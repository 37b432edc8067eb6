import { createReadStream } from "node:fs";
import { stat as statFile, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
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

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");

/** Media as objects in one bucket, under the same keys as on local disk. */
export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const client = new S3Client({
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
  const bucket = options.bucket;

  return {
    kind: "s3",
    spoolDir: path.join(tmpdir(), "roamstead-incoming"),
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
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
        await client.send(
          new PutObjectCommand({
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
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      assertSafeKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = object.Body;
        if (!body) return null;
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      // One request per key: DeleteObjects needs a Content-MD5 that some compatible services handle badly.
      await Promise.all(
        keys.map((key) => {
          assertSafeKey(key);
          return client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        }),
      );
    },
  };
}
