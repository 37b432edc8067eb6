import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders } from "#app/db/schema.ts";
import { AppError, isAppError } from "#app/lib/app-error.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { consumePaymentSession } from "#app/modules/billing/consume-payment-session.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { attachBuilderMedia } from "./builder-media.server.ts";
import { builderMessages } from "./builder-messages.ts";
import type { BuilderProfileInput } from "./builder-profile.schema.ts";
import { geocodeBuilderLocation } from "./geocode-builder-location.server.ts";

export interface CreateBuilderProfileOptions {
  db: Database;
  geocoder: Geocoder;
  userId: string;
  /** The paid builder session (our id or the provider's, from `?session_id=`); consumed here. */
  sessionId: string;
  input: BuilderProfileInput;
}

/**
 * Creates an approved, active profile that runs one year, from one paid builder session: consuming
 * the session, inserting the profile and attaching its media happen in one transaction, so of two
 * submissions with the same session exactly one makes a profile. Throws AppError `invalid`
 * (media rules, unknown location), `payment-required` ('Not signed in or missing tier': no paid
 * session of this user) or `conflict` ('This session has already been used.').
 */
export async function createBuilderProfile({
  db,
  geocoder,
  userId,
  sessionId,
  input,
}: CreateBuilderProfileOptions): Promise<{ id: string }> {
  const coordinates = await geocodeBuilderLocation(geocoder, input.location);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const session = await consumePaymentSession({ tx, sessionId, userId, kind: "builder", usedForId: id }).catch(
      asMissingTier,
    );
    await tx.insert(builders).values({
      id,
      userId,
      ...builderProfileColumns(input, coordinates),
      tier: builderPackage.id,
      isActive: true,
      isApproved: true,
      expiresAt: sql`now() + make_interval(months => ${builderPackage.months})`,
      paymentSessionId: session.id,
    });
    await attachBuilderMedia({ tx, ownerId: userId, builderId: id, photos: input.photos, videoUrl: input.videoUrl });
  });
  return { id };
}

/** The columns the profile form sets, the same on a new profile and an edited one. */
export function builderProfileColumns(
  input: BuilderProfileInput,
  coordinates: { latitude: number; longitude: number },
) {
  return {
    businessName: input.businessName,
    website: input.websiteUrl,
    description: input.description,
    location: input.location,
    ...coordinates,
    imageUrls: input.photos,
    videoUrl: input.videoUrl,
    instagram: input.instagram,
    email: input.email,
  };
}

/** A session that is not this user's paid builder session: the form's 'Not signed in or missing tier'. */
function asMissingTier(error: unknown): never {
  if (isAppError(error, "not-found") || isAppError(error, "payment-required")) {
    throw new AppError("payment-required", builderMessages.notSignedInOrMissingTier, { cause: error });
  }
  throw error;
}
