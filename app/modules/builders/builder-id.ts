import { z } from "#app/lib/zod.ts";

/** A builder profile id as it appears in a URL; anything else names no profile (and never reaches the uuid column). */
export const builderIdSchema = z.guid();

export function isBuilderId(value: string | null | undefined): value is string {
  return typeof value === "string" && builderIdSchema.safeParse(value).success;
}
