import { access, mkdir, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { demoPhotoFolder, demoPhotoPool } from "./demo-photo-pool.ts";
import { drawDemoPhoto } from "./draw-demo-photo.server.ts";

export interface EnsureDemoPhotosOptions {
  /** The app's DATA_DIR; photos go to `<dataDir>/uploads/demo/`, served at `/uploads/demo/`. */
  dataDir: string;
}

export interface EnsureDemoPhotosResult {
  generated: number;
  reused: number;
  ms: number;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Draws the pool photos that are not on disk yet; existing files are kept as they are. */
export async function ensureDemoPhotos({ dataDir }: EnsureDemoPhotosOptions): Promise<EnsureDemoPhotosResult> {
  const started = performance.now();
  const folder = path.resolve(dataDir, "uploads", demoPhotoFolder);
  await mkdir(folder, { recursive: true });
  const pool = demoPhotoPool();
  const missing = [];
  for (const photo of pool) {
    if (!(await exists(path.join(folder, `${photo.name}.webp`)))) missing.push(photo);
  }
  // sharp runs each image on one thread here; a few at once use every core.
  const queue = [...missing];
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const file = path.join(folder, `${photo.name}.webp`);
      // Write then rename, so a crash never leaves a half-written file that would be reused.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, await drawDemoPhoto(photo.spec));
      await rename(partial, file);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return {
    generated: missing.length,
    reused: pool.length - missing.length,
    ms: Math.round(performance.now() - started),
  };
}
