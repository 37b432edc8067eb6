// What `/api/v1/my/…` reads and answers, as zod schemas (docs/product/open-platform.md, Managing listings through the
// API): documented in the OpenAPI document from these. A listing's `values` are the listing form's fields by their form
// names, so the form's rules and messages are the API's; the request's types are only checked here, the values
// themselves by the form's schema (app/modules/api-keys/my-listing-body.server.ts).
import { listingTierIds } from "#app/db/listing-vocabulary.ts";
import { z } from "#app/lib/zod.ts";
import { apiListingFieldNames } from "#app/modules/api-keys/api-listing-values.ts";
import { idempotencyKeyPattern } from "#app/modules/api-keys/idempotency.server.ts";
import { myListingStatuses } from "#app/modules/api-keys/my-listing-view.server.ts";
import { maxStockNumberLength, stockNumberOf } from "#app/modules/api-keys/stock-number.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingPageQuerySchema } from "#app/modules/search/listing-cursor.schema.ts";
import { pageOf } from "./api-schemas.ts";
import { idPathSchema } from "./id-path.ts";
import { pageLimitShape } from "./page-limit.ts";

const stockNumberInvalid: MessageId = "api-keys.api.stockNumberInvalid";
const wrongType: MessageId = "api-keys.api.wrongType";
const wrongMediaType: MessageId = "api-keys.api.wrongMediaType";

const formValue = z.union([z.string(), z.array(z.string()), z.null()]);

export const myListingSchema = z
  .object({
    id: z.guid(),
    kind: z.enum(["listing", "draft"]),
    status: z.enum(myListingStatuses),
    stockNumber: z.string().nullable(),
    tier: z.enum(listingTierIds),
    url: z.url().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    values: z.record(z.string(), formValue).meta({ description: "public-api.myListings.schema.values" }),
  })
  .meta({ id: "MyListing", description: "public-api.myListings.schema.myListing" });

/** A page of them, as the public lists' pages are (page-links.ts's `pageBody`). */
export const myListingListSchema = pageOf(myListingSchema).meta({
  id: "MyListingPage",
  description: "public-api.myListings.schema.myListingList",
});

/** Every write's answer: the listing or draft as it now is, and the checkout that publishes a draft. */
export const myListingWriteSchema = z
  .object({
    listing: myListingSchema,
    checkoutUrl: z.url().nullable().meta({ description: "public-api.myListings.schema.checkoutUrl" }),
  })
  .meta({ id: "MyListingWrite", description: "public-api.myListings.schema.myListingWrite" });

export const myPhotoSchema = z
  .object({
    id: z.guid(),
    url: z.string().meta({ description: "public-api.myListings.schema.photoUrl" }),
    width: z.int(),
    height: z.int(),
  })
  .meta({ id: "MyPhoto", description: "public-api.myListings.schema.myPhoto" });

const typedField = z.union([z.string(), z.number(), z.boolean(), z.null()], { error: wrongType }).optional();
const formFields = Object.fromEntries(apiListingFieldNames.map((name) => [name, typedField]));

/**
 * A write's body: `tier`, `stockNumber` and the form's fields, typed as JSON may type them. Other fields pass through
 * to be named in the refusal ('The listing form has no field of this name.').
 */
export const myListingBodySchema = z
  .looseObject({
    ...formFields,
    tier: z.enum(listingTierIds, { error: "api-keys.api.tierInvalid" satisfies MessageId }).optional(),
    stockNumber: z
      .string({ error: stockNumberInvalid })
      .overwrite(stockNumberOf)
      .max(maxStockNumberLength, { error: stockNumberInvalid })
      .nullable()
      .optional(),
    images: z
      .array(z.string({ error: wrongMediaType }), { error: wrongMediaType })
      .nullable()
      .optional(),
    video: z.string({ error: wrongMediaType }).nullable().optional(),
  })
  .meta({ id: "MyListingBody", description: "public-api.myListings.schema.myListingBody" });

export const myListingPathSchema = idPathSchema("public-api.myListings.param.myListingId");

export const myListingsQuerySchema = listingPageQuerySchema.extend({
  ...pageLimitShape,
  stockNumber: z
    .string()
    .overwrite(stockNumberOf)
    .max(maxStockNumberLength, { error: stockNumberInvalid })
    .optional()
    .meta({ description: "public-api.myListings.param.stockNumber" }),
});

const idempotencyKey = z.string().regex(idempotencyKeyPattern);

/** `Idempotency-Key`: required on a POST that makes a listing, accepted on the other writes. */
export const idempotencyKeyHeaders = {
  required: z.object({
    "Idempotency-Key": idempotencyKey.meta({ description: "public-api.myListings.header.idempotencyKey" }),
  }),
  accepted: z.object({
    "Idempotency-Key": idempotencyKey.optional().meta({ description: "public-api.myListings.header.idempotencyKey" }),
  }),
};

/** What a write's success may carry beside every answer's headers. */
export const writeAnswerHeaders = {
  Location: z.url().optional().meta({ description: "public-api.myListings.header.location" }),
  "Idempotent-Replayed": z
    .literal("true")
    .optional()
    .meta({ description: "public-api.myListings.header.idempotentReplayed" }),
};
