// Browser-safe.
import { idSchema } from "#app/lib/id-schema.ts";

/** A sale's or a review's id as /sale/{id} and /reviews/{id}/reply carry it; anything else is an unknown one. */
export const reviewRecordIdSchema = idSchema();
