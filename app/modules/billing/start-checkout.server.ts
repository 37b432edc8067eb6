import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";
import { BillingError, billingMessages, isBillingError } from "./billing-error.ts";
import { checkoutReturnPaths, findProduct, type PaymentKind, type Product, type ProductId } from "./catalogue.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export interface PriceForOptions {
  kind: PaymentKind;
  tier: string;
}

export interface Price {
  product: Product;
  /** What this checkout charges, in cents. */
  amountCents: number;
}

/**
 * The one place where the amount of a checkout is decided: the catalogue price today. Builder perks
 * (3 free listings, 20% off after the third) belong here, so the checkout page and the charge agree.
 * Null when the tier does not belong to the kind.
 */
export function priceFor({ kind, tier }: PriceForOptions): Price | null {
  const product = findProduct(kind, tier);
  if (!product) return null;
  return { product, amountCents: product.priceCents };
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
}

export interface StartedCheckout {
  /** Our payment_sessions.id. */
  sessionId: string;
  providerSessionId: string;
  /** Send the browser here: the provider's hosted checkout. */
  redirectUrl: string;
}

/**
 * Opens a payment session for the user and asks the provider for a hosted checkout. Throws
 * BillingError `invalid-tier`, or `provider-unavailable` (the open row is then removed: nobody
 * can pay a checkout that was never handed out).
 */
export async function startCheckout({
  db,
  payments,
  user,
  kind,
  tier,
  baseUrl,
}: StartCheckoutOptions): Promise<StartedCheckout> {
  const price = priceFor({ kind, tier });
  if (!price) throw new BillingError("invalid-tier", billingMessages.invalidTier);
  const productId: ProductId = price.product.id;

  const [row] = await db
    .insert(paymentSessions)
    .values({
      provider: payments.name,
      userId: user.id,
      kind,
      tier: productId,
      amountCents: price.amountCents,
      currency: "usd",
      status: "open",
    })
    .returning({ id: paymentSessions.id });
  if (!row) throw new Error("The payment session insert returned no row");

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
      cancelUrl: `${origin}${returnPaths.cancel}`,
    });
  } catch (error) {
    await db.delete(paymentSessions).where(eq(paymentSessions.id, row.id));
    if (isBillingError(error)) throw error;
    throw new BillingError("provider-unavailable", billingMessages.providerUnavailable, { cause: error });
  }

  await db
    .update(paymentSessions)
    .set({ providerSessionId: created.providerSessionId })
    .where(eq(paymentSessions.id, row.id));
  return { sessionId: row.id, providerSessionId: created.providerSessionId, redirectUrl: created.redirectUrl };
}
