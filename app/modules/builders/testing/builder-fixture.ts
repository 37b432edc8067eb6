// Test helpers for the builder tests: paid builder sessions, uploaded media rows of a given size, the
// builder form as a browser posts it, and profiles made through the use case.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders, paymentSessions } from "#app/db/schema.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { uploadedMedia } from "#app/modules/listings/testing/selling-fixture.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import type { BuilderProfileInput } from "../builder-profile.schema.ts";
import { createBuilderProfile } from "../create-builder-profile.server.ts";

/** The one place the builder tests locate. */
export const builderTestGeocoder: Geocoder = fakeGeocoder({ "bend, or": { latitude: 44.0582, longitude: -121.3153 } });

let sessionCounter = 0;

/** A paid, unused builder session of the user (as the provider's confirmation leaves it). */
export async function paidBuilderSession(
  db: Database,
  userId: string,
): Promise<{ id: string; providerSessionId: string }> {
  sessionCounter++;
  const providerSessionId = `local_test_${sessionCounter}_${Date.now()}`;
  const [row] = await db
    .insert(paymentSessions)
    .values({
      provider: "local",
      providerSessionId,
      userId,
      kind: "builder",
      tier: "roamstead",
      amountCents: 150_000,
      status: "paid",
      paidAt: new Date(),
    })
    .returning({ id: paymentSessions.id });
  if (!row) throw new Error("no session");
  return { id: row.id, providerSessionId };
}

/** An uploaded (unattached) photo or video of `ownerId` of `byteSize` bytes: its public URL. */
export function uploadedBuilderMedia(
  db: Database,
  ownerId: string,
  kind: "image" | "video",
  byteSize = 200_000,
): Promise<string> {
  return uploadedMedia(db, ownerId, kind, byteSize);
}

export interface BuilderFormInput {
  businessName?: string;
  websiteUrl?: string;
  description?: string;
  location?: string;
  instagram?: string;
  email?: string;
  photos?: string[];
  videos?: string[];
}

/** The builder form's fields as the browser posts them (every text field; photos and videos repeated). */
export function builderFormFields(input: BuilderFormInput = {}): Record<string, string | string[]> {
  return {
    businessName: input.businessName ?? "Trailhead Van Works",
    websiteUrl: input.websiteUrl ?? "trailhead.example",
    description: input.description ?? "Sprinter conversions with off-grid power.",
    location: input.location ?? "Bend, OR",
    instagram: input.instagram ?? "@trailheadvans",
    email: input.email ?? "hello@trailhead.example",
    photos: input.photos ?? [],
    videoUrl: input.videos ?? [],
  };
}

/** A profile made through the use case from a fresh paid session of `userId`; the stored row. */
export async function createdBuilderProfile(db: Database, userId: string, input: Partial<BuilderProfileInput> = {}) {
  const session = await paidBuilderSession(db, userId);
  const { id } = await createBuilderProfile({
    db,
    geocoder: builderTestGeocoder,
    userId,
    sessionId: session.id,
    input: {
      businessName: "Trailhead Van Works",
      websiteUrl: "https://trailhead.example/",
      description: "Sprinter conversions with off-grid power.",
      location: "Bend, OR",
      instagram: "trailheadvans",
      email: "hello@trailhead.example",
      photos: [],
      videoUrl: null,
      ...input,
    },
  });
  const [row] = await db.select().from(builders).where(eq(builders.id, id));
  if (!row) throw new Error("no profile");
  return row;
}
