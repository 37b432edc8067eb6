import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import type { Region } from "#app/modules/geo/regions.ts";
import { regionOfPlace } from "./region-of-place.ts";

/** The state or province of the place an account shows on its profile, or null when it shows none that names one. */
export async function ownRegion(db: Database, userId: string): Promise<Region | null> {
  const [row] = await db.select({ place: user.publicPlace }).from(user).where(eq(user.id, userId));
  return regionOfPlace(row?.place);
}
