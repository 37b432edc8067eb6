import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { billingFailures } from "./billing-failures.ts";
import {
  checkoutReturnPaths,
  findProduct,
  type ListingTierId,
  type PaymentKind,
  type Product,
  type ProductId,
} from "./catalogue.ts";
import { freeListingFormPath, grantFreeListing } from "./grant-free-listing.server.ts";
import { discountedCents, getListingPerks, type ListingPerks } from "./listing-perks.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export interface PriceForOptions {
  kind: PaymentKind;
  tier: string;
  /** The buyer's builder perks (getListingPerks); null or absent for everyone else. Listings only. */
  perks?: ListingPerks | null;
}

export interface Price {
  product: Product;
  /** What this checkout charges, in cents. */
  amountCents: number;
  /** Which builder perk made the amount: a free listing, the discount, or none (the catalogue price). */
  perk: "free" | "discount" | null;
}

/**
 * The one place where the amount of a checkout is decided: the catalogue price, less the builder
 * perks for a listing (free while free listings are left, then 20% off), so the tier page, the
 * checkout page and the charge agree. Null when the tier does not belong to the kind.
 */
export function priceFor({ kind, tier, perks }: PriceForOptions): Price | null {
  const product = findProduct(kind, tier);
  if (!product) return null;
  if (kind !== "listing" || !perks) return { product, amountCents: product.priceCents, perk: null };
  if (perks.freeListingsLeft > 0) return { product, amountCents: 0, perk: "free" };
  return { product, amountCents: discountedCents(product.priceCents, perks.discountPercent), perk: "discount" };
}

export interface StartCheckoutOptions {
  db: Database;
  payments: PaymentProvider;
  user: { id: string; email: string };
  kind: PaymentKind;
  /** From the request (case-insensitive); checked against the kind. */
  tier: string;
  /** This site's public origin (BASE_URL), for the provider's return URLs. */
  baseUrl: string;
  /** The buyer's builder perks; looked up for a listing when absent. Pass null to charge the catalogue price. */
  perks?: ListingPerks | null;
  /**
   * Runs in the transaction that inserts the payment session, before the provider is asked: what the
   * session is for (a renewal's listing) exists exactly when the session does. Not called for a free
   * listing (pass perks without free listings when using it).
   */
  onSessionOpened?: (tx: Database, sessionId: string) => Promise<void>;
  /** Where a canceled checkout returns (a path on this site); the kind's cancel page when absent. */
  cancelPath?: string;
}

export interface StartedCheckout {
  /** Our payment_sessions.id. */
  sessionId: string;
  providerSessionId: string;
  /** Send the browser here: the provider's hosted checkout (or, for a free listing, the listing form). */
  redirectUrl: string;
}

/**
 * Opens a payment session for the user and asks the provider for a hosted checkout. A builder's free
 * listing skips the provider: a paid zero-amount session, and the browser goes straight to the listing
 * form. Throws AppError `invalid` (the tier), or `bad-gateway` (the provider; the open row is then removed:
 * nobody can pay a checkout that was never handed out).
 */
export async function startCheckout({
  db,
  payments,
  user,
  kind,
  tier,
  baseUrl,
  perks: givenPerks,
  onSessionOpened,
  cancelPath,
}: StartCheckoutOptions): Promise<StartedCheckout> {
  if (!findProduct(kind, tier)) throw billingFailures.invalidTier();
  let perks =
    kind === "listing" && givenPerks === undefined ? await getListingPerks({ db, userId: user.id }) : givenPerks;
  let price = priceFor({ kind, tier, perks });
  if (!price) throw billingFailures.invalidTier();
  if (price.perk === "free") {
    const free = await grantFreeListing({
      db,
      userId: user.id,
      tier: price.product.id as ListingTierId,
      provider: payments.name,
    });
    if (free) return { ...free, redirectUrl: freeListingFormPath(free.providerSessionId) };
    // Another request took the last free listing a moment ago: this one is charged, with the discount.
    perks = perks ? { ...perks, freeListingsLeft: 0 } : null;
    price = priceFor({ kind, tier, perks });
    if (!price) throw billingFailures.invalidTier();
  }
  const productId: ProductId = price.product.id;

  const amountCents = price.amountCents;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentSessions)
      .values({
        provider: payments.name,
        userId: user.id,
        kind,
        tier: productId,
        amountCents,
        currency: "usd",
        status: "open",
      })
      .returning({ id: paymentSessions.id });
    if (!inserted) throw new Error("The payment session insert returned no row");
    await onSessionOpened?.(tx, inserted.id);
    return inserted;
  });

  const returnPaths = checkoutReturnPaths(kind);
  const origin = baseUrl.replace(/\/$/, "");
  let created: Awaited<ReturnType<PaymentProvider["createCheckout"]>>;
  try {
    created = await payments.createCheckout({
      sessionId: row.id,
      user,
      kind,
      tier: productId,
      productName: price.product.name,
      amountCents: price.amountCents,
      successUrl: `${origin}${returnPaths.success}`,
      cancelUrl: `${origin}${cancelPath ?? returnPaths.cancel}`,
    });
  } catch (error) {
    await db.delete(paymentSessions).where(eq(paymentSessions.id, row.id));
    if (isAppError(error)) throw error;
    throw billingFailures.providerUnavailable(error);
  }

  await db
    .update(paymentSessions)
    .set({ providerSessionId: created.providerSessionId })
    .where(eq(paymentSessions.id, row.id));
  return { sessionId: row.id, providerSessionId: created.providerSessionId, redirectUrl: created.redirectUrl };
}
