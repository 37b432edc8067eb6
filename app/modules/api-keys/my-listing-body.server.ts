// What a write to `/api/v1/my/listings` carries (docs/product/open-platform.md, Managing listings through the API):
// `tier`, `stockNumber`, and the listing form's fields, read and checked the form's way, with the form's messages.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ListingTierId, listingDrafts, user } from "#app/db/schema.ts";
import { AppError, type FieldErrors, isAppError } from "#app/lib/app-error.ts";
import { type ListingTier, listingTiers, parseTierId } from "#app/modules/billing/catalogue.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { defaultLocale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { checkTierMedia } from "#app/modules/listings/create-listing.server.ts";
import { listingDraftMediaTarget } from "#app/modules/listings/listing-draft.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import {
  type ListingFormValues,
  type ListingInput,
  listingFormValues,
  listingMessageValues,
} from "#app/modules/listings/listing-form-rules.ts";
import { parseDraftValues } from "#app/modules/listings/parse-draft-values.server.ts";
import { attachMedia } from "#app/modules/media/attach-media.server.ts";
import { type ApiListingValues, readApiListingFields } from "./api-listing-values.ts";
import { readStockNumber, stockNumberInvalid } from "./stock-number.server.ts";

/** The body's own fields, beside the form's. */
const ownFields = ["tier", "stockNumber"] as const;

const tierInvalid: MessageId = "api-keys.api.tierInvalid";

export interface MyListingBody {
  /** Undefined when not sent (or not a tier: its message is in `fieldErrors`). */
  tier: ListingTierId | undefined;
  /** Undefined when not sent, null for none. */
  stockNumber: string | null | undefined;
  /** The form's fields sent, as the form would have them typed. */
  fields: Record<string, string | string[]>;
  /** What is wrong with the body itself: a field the form does not have, a tier or stock number that is none. */
  fieldErrors: FieldErrors;
}

/** Reads a write's body; its refusals wait to be answered with the form's own (`checkedListingValues`). */
export function readMyListingBody(body: Record<string, unknown>, baseUrl: string): MyListingBody {
  const fieldErrors: FieldErrors = {};
  const tier = body.tier === undefined ? undefined : parseTierId(typeof body.tier === "string" ? body.tier : "");
  if (tier === null) fieldErrors.tier = tierInvalid;
  const stockNumber = readStockNumber(body.stockNumber);
  if (!stockNumber.ok) fieldErrors.stockNumber = stockNumberInvalid;
  const read = readApiListingFields(body, { origin: new URL(baseUrl).origin, own: ownFields });
  return {
    tier: tier ?? undefined,
    stockNumber: stockNumber.ok ? stockNumber.value : undefined,
    fields: read.values,
    fieldErrors: { ...fieldErrors, ...read.fieldErrors },
  };
}

/**
 * The form's values the body's fields make over `current` (a listing's or draft's, flattened; none for a new one),
 * checked whole with the form's schema and the tier's photo and video limits: what a draft stores, and the listing it
 * makes. Every message at once, the body's own with the form's: AppError `invalid` ('There was a problem submitting
 * your listing.'). A null `tier` is one the body named wrongly or not at all (its message is the body's).
 */
export function checkedListingValues(
  current: ApiListingValues,
  sent: MyListingBody,
  tier: ListingTier | null,
): { values: ListingFormValues; input: ListingInput } {
  const values = listingFormValues({ ...current, ...sent.fields });
  const parsed = parseDraftValues(values);
  const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...sent.fieldErrors };
  if (!tier && !fieldErrors.tier) fieldErrors.tier = tierInvalid;
  if (!parsed.ok || !tier || Object.keys(fieldErrors).length > 0) throw listingFailures.invalid(fieldErrors);
  checkTierMedia(parsed.input, tier);
  return { values, input: parsed.input };
}

/** The tier the body names, else `fallback` (a draft's): null when it names none that exists. */
export function tierOfBody(sent: MyListingBody, fallback?: ListingTierId): ListingTier | null {
  if (sent.fieldErrors.tier) return null;
  const id = sent.tier ?? fallback;
  return id ? listingTiers[id] : null;
}

/** The caller's address, for the checkout the provider opens for them. */
export async function payerOf(db: Database, userId: string): Promise<{ id: string; email: string }> {
  const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError("not-found", "accounts.displayName.accountGone");
  return row;
}

/**
 * Removes a draft the API made for a request that then failed (its location not found, the checkout not opened):
 * the request made nothing. Its photos are let go, not deleted: they stay the seller's uploads for a day, for a retry.
 */
export async function discardNewDraft(db: Database, { userId, draftId }: { userId: string; draftId: string }) {
  await db.transaction(async (tx) => {
    await attachMedia(tx, { ownerId: userId, target: listingDraftMediaTarget(draftId), imageUrls: [], videoUrl: null });
    await tx.delete(listingDrafts).where(eq(listingDrafts.id, draftId));
  });
}

/**
 * An API answer's refusal in words (English, the API's language), with the numbers the listing messages name filled
 * in: the tier's photo count ('Upload up to 30 images'), the limits of the fields.
 */
export function inListingWords(error: unknown, tier: ListingTier | undefined): unknown {
  if (!isAppError(error)) return error;
  const values = listingMessageValues(tier?.maxImages);
  const { t } = translatorFor(defaultLocale);
  const words = (id: string) => t(id as MessageId, values);
  const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, id]) => [field, words(id)]));
  return new AppError(error.code, words(error.message), {
    fieldErrors,
    cause: error,
    retryAfterSeconds: error.retryAfterSeconds,
    service: error.service,
  });
}
