import path from "node:path";
import type { Env } from "#app/lib/env.server.ts";
import { createLocalMediaStorage } from "./local-media-storage.server.ts";
import type { MediaStorage } from "./media-storage.ts";
import { createS3MediaStorage } from "./s3-media-storage.server.ts";

type StorageEnv = Pick<
  Env,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The configured media storage: an S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createMediaStorage(env: StorageEnv): MediaStorage {
  if (!env.S3_BUCKET) return createLocalMediaStorage(path.resolve(env.DATA_DIR, "uploads"));
  return createS3MediaStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
