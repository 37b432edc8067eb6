import { and, eq, gt, sql } from "drizzle-orm";
import { builders } from "#app/db/schema.ts";

/** A builder profile is public while approved, active and not expired (one year from creation). */
export const isPublicBuilder = () =>
  and(eq(builders.isApproved, true), eq(builders.isActive, true), gt(builders.expiresAt, sql`now()`));
