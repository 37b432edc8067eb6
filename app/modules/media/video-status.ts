import type { VideoState } from "#app/db/media-schema.ts";

/** What a page needs to show a listing's or profile's video (docs/product/media.md, "Videos"). */
export interface VideoStatus {
  /** `/media/<id>/video`: plays once `state` is ready. */
  url: string;
  state: VideoState;
  /** The poster frame, once ready. */
  posterUrl: string | null;
}
