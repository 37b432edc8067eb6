import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MediaStorage } from "../media-storage.ts";

/** Deletes the temp DATA_DIR of a test's local storage (createTestServices makes one per call). */
export async function removeTestStorage(storage: MediaStorage | undefined): Promise<void> {
  if (storage?.kind !== "local") return;
  const dataDir = path.resolve(storage.spoolDir, "..", "..");
  if (path.dirname(dataDir) === path.resolve(tmpdir()) && path.basename(dataDir).startsWith("roamstead-test-")) {
    await rm(dataDir, { recursive: true, force: true });
  }
}
