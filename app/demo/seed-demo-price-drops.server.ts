import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Currency } from "#app/db/listing-vocabulary.ts";
import { listingPriceChanges, listings } from "#app/db/schema.ts";

/** Every this many listings (of those public) had its price lowered: enough for 'Recently reduced'. */
const everyNth = 8;

/**
 * A few demo listings were listed higher and lowered since (docs/product/buyers-come-back.md, Price
 * history and price drops): the change is recorded and the listing carries its latest drop, so
 * 'Recently reduced', 'Price dropped $X' and the price history have something to show. The drop is
 * 5% rounded to $100, halfway between the listing's creation and now.
 */
export async function seedDemoPriceDrops(tx: Pick<Database, "insert" | "update">, rows: DemoRow[], now: Date) {
  const lowered = rows.filter(
    (row, index) => index % everyNth === 3 && row.isApproved !== false && row.isActive !== false && row.expiresAt > now,
  );
  for (const row of lowered) {
    const dropCents = Math.max(10_000, Math.round((row.askingPriceCents * 0.05) / 10_000) * 10_000);
    const changedAt = new Date((row.createdAt.getTime() + now.getTime()) / 2);
    await tx.insert(listingPriceChanges).values({
      listingId: row.id,
      oldPriceCents: row.askingPriceCents + dropCents,
      newPriceCents: row.askingPriceCents,
      currency: row.currency,
      changedAt,
    });
    await tx
      .update(listings)
      .set({ lastPriceDropAt: changedAt, lastPriceDropCents: dropCents, updatedAt: row.createdAt })
      .where(eq(listings.id, row.id));
  }
}

interface DemoRow {
  id: string;
  askingPriceCents: number;
  currency: Currency;
  createdAt: Date;
  expiresAt: Date;
  isApproved: boolean | null;
  isActive: boolean | null;
}
