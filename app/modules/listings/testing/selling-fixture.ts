// Test helpers for the selling tests: paid listing checkouts on the local provider,
// uploaded media rows and a storage that records deletions (requests for route modules: #app/test/route-args.ts).
import { randomUUID } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import { media, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { payLocalCheckout } from "#app/modules/billing/local-checkout.server.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";

/** A user row without a session, for use-case tests. */
export async function insertUser(db: Database, email: string, role: "user" | "admin" = "user"): Promise<string> {
  const id = `user-${randomUUID()}`;
  await db.insert(user).values({ id, email, name: "Camper", emailVerified: true, role });
  return id;
}

/** A listing checkout of `tier`, paid on the local provider: the provider session id /success passes on. */
export async function paidListingSession(
  services: Pick<AppServices, "db" | "payments">,
  buyer: { id: string; email: string },
  tier = "roam",
): Promise<{ sessionId: string; providerSessionId: string }> {
  const started = await startCheckout({
    db: services.db,
    payments: services.payments,
    user: buyer,
    kind: "listing",
    tier,
    baseUrl,
  });
  await payLocalCheckout({ db: services.db, sessionId: started.sessionId, userId: buyer.id });
  return { sessionId: started.sessionId, providerSessionId: started.providerSessionId };
}

/** An uploaded (unattached) photo or video of `ownerId`, of `byteSize` bytes: its public URL. */
export async function uploadedMedia(
  db: Database,
  ownerId: string | null,
  kind: "image" | "video" = "image",
  byteSize = 12_345,
): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({
      ownerId,
      kind,
      contentType: kind === "image" ? "image/webp" : "video/mp4",
      byteSize,
      width: kind === "image" ? 1200 : null,
      height: kind === "image" ? 900 : null,
      videoState: kind === "video" ? "ready" : null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error("media insert returned nothing");
  return kind === "image" ? `/media/${row.id}` : `/media/${row.id}/video`;
}

/** A storage that keeps nothing and records which keys were deleted. */
export function recordingStorage(): MediaStorage & { deletedKeys: string[] } {
  const deletedKeys: string[] = [];
  return {
    kind: "local",
    spoolDir: "/tmp",
    deletedKeys,
    async put() {},
    async putFile() {},
    async stat() {
      return null;
    },
    async read() {
      return null;
    },
    async delete(keys) {
      deletedKeys.push(...keys);
    },
  };
}
