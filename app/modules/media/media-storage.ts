import type { Readable } from "node:stream";

/** Inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files are kept: local disk (DATA_DIR/uploads) or an S3-compatible bucket. Keys are
 * always made by the server (app/modules/media/media-urls.ts), e.g. `media/<uuid>/480.webp`.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** A local folder for uploads in progress; on local disk it is next to the files, so storing is a rename. */
  readonly spoolDir: string;
  /** Stores bytes under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a local file under `key`; the file may be moved, so the caller must not use it afterwards. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The stored size, or null when there is no such key. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The bytes of `key` (or of a range of it), or null when there is no such key. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deletes these keys; missing ones are fine. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Keys are server-made, but a key that could leave its folder is a bug worth stopping at once. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.split("/").includes("..")) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
