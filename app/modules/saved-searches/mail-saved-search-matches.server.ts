import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, savedSearches, savedSearchMatches, user } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { takesMail } from "#app/modules/mail/takes-mail.server.ts";
import { savedSearchAlertMail } from "./saved-search-alert-mail.ts";

export interface MailSavedSearchMatchesOptions {
  db: Database;
  baseUrl: string;
  /** Instant searches now, or the daily digest of daily searches. */
  kind: "instant" | "daily";
}

/**
 * One mail per saved search of this frequency with matches not mailed yet (docs/product/buyers-come-back.md,
 * Alerts). Each search's matches are claimed (mailed_at set) in the transaction that writes its mail to the
 * outbox, so a mail exists exactly when its matches are marked: overlapping runs cannot both mail a match,
 * and a failed run leaves them for the next. Returns how many mails were written (then notifyOutbox).
 */
export async function mailSavedSearchMatches({ db, baseUrl, kind }: MailSavedSearchMatchesOptions): Promise<number> {
  const due = await db
    .selectDistinct({ id: savedSearchMatches.savedSearchId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(and(isNull(savedSearchMatches.mailedAt), eq(savedSearches.frequency, kind)));
  let mailed = 0;
  for (const { id } of due) {
    if (await mailOneSearch(db, baseUrl, kind, id)) mailed += 1;
  }
  return mailed;
}

async function mailOneSearch(db: Database, baseUrl: string, kind: "instant" | "daily", savedSearchId: string) {
  return db.transaction(async (tx) => {
    // Locked: alerts turned off meanwhile wait for this mail, or this run sees them off.
    const [search] = await tx
      .select({
        name: savedSearches.name,
        unsubscribeToken: savedSearches.unsubscribeToken,
        email: user.email,
        locale: user.locale,
        takesMail: takesMail(user.id, "saved_search_alerts"),
      })
      .from(savedSearches)
      .innerJoin(user, eq(user.id, savedSearches.userId))
      .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.frequency, kind)))
      .for("update", { of: savedSearches });
    if (!search) return false;
    const claimed = await tx
      .update(savedSearchMatches)
      .set({ mailedAt: sql`now()` })
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.mailedAt)))
      .returning({ listingId: savedSearchMatches.listingId });
    if (claimed.length === 0) return false;
    // Alerts turned off in the account's settings, or a deleted account: the matches are claimed without a mail.
    if (!search.takesMail) return false;
    // A camper that stopped being public since it matched is left out of the mail.
    const campers = await tx
      .select({
        id: listings.id,
        title: listings.title,
        make: listings.make,
        model: listings.model,
        askingPriceCents: listings.askingPriceCents,
        currency: listings.currency,
        location: listings.location,
      })
      .from(listings)
      .where(
        and(
          inArray(
            listings.id,
            claimed.map((row) => row.listingId),
          ),
          isPublicListing(),
        ),
      )
      .orderBy(asc(listings.createdAt), asc(listings.id));
    if (kind === "daily") {
      await tx.update(savedSearches).set({ lastDigestAt: sql`now()` }).where(eq(savedSearches.id, savedSearchId));
    }
    if (campers.length === 0) return false;
    await enqueueMail(
      tx,
      savedSearchAlertMail({ baseUrl, email: search.email, locale: search.locale, kind, search, listings: campers }),
    );
    return true;
  });
}
