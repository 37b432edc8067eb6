// The per-account price-drop preference and its one-click unsubscribe (docs/product/buyers-come-back.md).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { findPriceDropSubscription } from "./find-price-drop-subscription.server.ts";
import { getFavoritesPage } from "./get-favorites-page.server.ts";
import { setPriceDropAlerts } from "./set-price-drop-alerts.server.ts";
import { unsubscribeFromPriceDrops } from "./unsubscribe-from-price-drops.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

async function account(email: string) {
  const id = await insertUser(database.db, email);
  const [row] = await database.db.select().from(user).where(eq(user.id, id));
  return { id, token: row?.priceDropUnsubscribeToken ?? "", isOn: row?.priceDropAlerts };
}

describe("the price-drop preference", () => {
  it("is on by default, and the account turns it off and on", async () => {
    const { id, isOn } = await account("pref@example.com");
    expect(isOn).toBe(true);
    expect(await getFavoritesPage(database.db, id)).toEqual({ favorites: [], hasPriceDropAlerts: true });
    await setPriceDropAlerts({ db: database.db, userId: id, isOn: false });
    expect((await getFavoritesPage(database.db, id)).hasPriceDropAlerts).toBe(false);
    await setPriceDropAlerts({ db: database.db, userId: id, isOn: true });
    expect((await getFavoritesPage(database.db, id)).hasPriceDropAlerts).toBe(true);
  });
});

describe("the one-click unsubscribe", () => {
  it("turns off the token's account only, and a second click is fine", async () => {
    const mine = await account("unsub@example.com");
    const other = await account("stays@example.com");
    expect(mine.token).not.toBe(other.token);
    expect(await findPriceDropSubscription(database.db, mine.token)).toBe("on");
    await unsubscribeFromPriceDrops(database.db, mine.token);
    await unsubscribeFromPriceDrops(database.db, mine.token);
    expect(await findPriceDropSubscription(database.db, mine.token)).toBe("off");
    expect(await findPriceDropSubscription(database.db, other.token)).toBe("on");
  });

  it("refuses a token that is not one of ours with 404", async () => {
    for (const token of ["", "unknown", crypto.randomUUID(), "x".repeat(500)]) {
      expect(await findPriceDropSubscription(database.db, token)).toBe("unknown");
      await expect(inEnglishRejection(unsubscribeFromPriceDrops(database.db, token))).rejects.toMatchObject({
        code: "not-found",
        message: "This unsubscribe link is not valid.",
      });
    }
  });
});
