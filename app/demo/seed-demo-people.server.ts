import { asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversationMessages, conversations } from "#app/db/conversations-schema.ts";
import { listingQuestions, listingSales, reviews } from "#app/db/people-schema.ts";
import { builders, listings, user } from "#app/db/schema.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import { buildDemoPeople } from "./demo-people.ts";

export interface SeededDemoPeople {
  buyers: number;
  conversations: number;
  sales: number;
  reviews: number;
  questions: number;
}

/**
 * Adds the demo's people (demo-people.ts) in the seeding transaction, after the listings and builders: buyers,
 * their conversations with the sellers, earlier sales with their reviews, and public questions; then computes
 * every demo account's trust figures. Nothing is mailed, and no conversation waits for a reply reminder.
 */
export async function seedDemoPeople(tx: Database, now: Date): Promise<SeededDemoPeople> {
  const owned = await tx
    .select({
      id: listings.id,
      userId: sql<string>`${listings.userId}`,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      askingPriceCents: listings.askingPriceCents,
      createdAt: listings.createdAt,
      expiresAt: listings.expiresAt,
      isActive: listings.isActive,
      isApproved: listings.isApproved,
      isFeatured: listings.isFeatured,
      featuredUntil: listings.featuredUntil,
    })
    .from(listings)
    .where(isNotNull(listings.userId))
    .orderBy(desc(listings.createdAt), asc(listings.title));
  const builderProfiles = await tx
    .select({ userId: builders.userId, createdAt: builders.createdAt })
    .from(builders)
    .orderBy(asc(builders.userId));
  const people = buildDemoPeople(now, owned, builderProfiles);

  await tx.insert(user).values(people.buyers);
  await tx.insert(listings).values(people.soldListings);
  for (const sold of people.soldExisting) {
    await tx
      .update(listings)
      .set({ soldAt: sold.soldAt, soldPriceCents: sold.soldPriceCents, updatedAt: sold.soldAt })
      .where(eq(listings.id, sold.id));
  }
  if (people.memberSince.length > 0) {
    const joined = sql.join(
      people.memberSince.map((account) => sql`(${account.id}, ${account.createdAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${user} set created_at = joined.at, updated_at = joined.at
      from (values ${joined}) as joined(id, at) where ${user.id} = joined.id`);
  }
  await tx.insert(conversations).values(people.conversations);
  await tx.insert(conversationMessages).values(people.messages);
  await tx.insert(listingSales).values(people.sales);
  await tx.insert(reviews).values(people.reviews);
  await tx.insert(listingQuestions).values(people.questions);
  const accounts = [...owned.map((listing) => listing.userId), ...builderProfiles.map((profile) => profile.userId)];
  await refreshTrustFigures(tx, [...new Set([...accounts, ...people.buyers.map((buyer) => buyer.id)])]);
  return {
    buyers: people.buyers.length,
    conversations: people.conversations.length,
    sales: people.sales.length,
    reviews: people.reviews.length,
    questions: people.questions.length,
  };
}
