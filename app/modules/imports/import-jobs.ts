// Names and payloads of the inventory import's background jobs (workers: import-workers.server.ts).

/** Writes an applied import's rows, one after another (apply-import-rows.server.ts). */
export const importApplyQueue = "imports.apply";
/** Fetches one photo by its address (fetch-import-photo.server.ts). */
export const importPhotoQueue = "imports.photo";
/** Sends again the work whose job was lost, every few minutes (send-lost-import-work.server.ts). */
export const importSweepQueue = "imports.sweep";
/** Deletes what the import no longer needs, daily (clean-inventory-imports.server.ts). */
export const importCleanupQueue = "imports.cleanup";

export interface ImportApplyJob {
  importId: string;
}

export interface ImportPhotoJob {
  fetchId: string;
}
