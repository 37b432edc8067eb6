// Names and payloads of the inventory import's background jobs (workers: import-workers.server.ts).

/** Writes an applied import's rows, one after another (apply-import-rows.server.ts). */
export const importApplyQueue = "imports.apply";
/** Fetches one photo by its address (fetch-import-photo.server.ts). */
export const importPhotoQueue = "imports.photo";

export interface ImportApplyJob {
  importId: string;
}

export interface ImportPhotoJob {
  fetchId: string;
}
