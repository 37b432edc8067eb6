import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertSafeKey, type ByteRange, type MediaStorage } from "./media-storage.ts";

export interface LocalMediaStorage extends MediaStorage {
  readonly kind: "local";
  /** The file that holds `key`, e.g. for a static file server. */
  pathOf(key: string): string;
}

let partialCounter = 0;
const partialName = (file: string) => `${file}.${process.pid}-${++partialCounter}.partial`;

/** Media as files under `root` (DATA_DIR/uploads): `root/media/<id>/480.webp`. Writes are atomic (write, then rename). */
export function createLocalMediaStorage(root: string): LocalMediaStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(base, key);
  };
  const ensureFolder = (file: string) => mkdir(path.dirname(file), { recursive: true });

  return {
    kind: "local",
    spoolDir: path.join(base, ".incoming"),
    pathOf,
    async put(key, body) {
      const file = pathOf(key);
      await ensureFolder(file);
      const partial = partialName(file);
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async putFile(key, source) {
      const file = pathOf(key);
      await ensureFolder(file);
      try {
        await rename(source, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        // Another file system: copy to a partial name first, so the key never holds half a file.
        const partial = partialName(file);
        await copyFile(source, partial);
        await rename(partial, file);
        await unlink(source).catch(() => {});
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable | null> {
      const file = pathOf(key);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // Opening fails asynchronously; wait for it so a missing file is a null, not a stream error.
      return new Promise((resolve, reject) => {
        stream.once("open", () => resolve(stream));
        stream.once("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT" || error.code === "EISDIR") resolve(null);
          else reject(error);
        });
      });
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = pathOf(key);
        await rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // A medium's folder goes when its last file does; a folder still in use stays (rmdir refuses).
      for (const folder of folders) {
        await rmdir(folder).catch(() => {});
      }
    },
  };
}
