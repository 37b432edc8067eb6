// `/api/v1/my/listings` and `/api/v1/my/photos` (docs/product/open-platform.md, Managing listings through the API; ADR
// 075): a seller's own listings and drafts, read, made, changed and deleted with a key that holds `manage_listings`,
// as the listing form does it. The key's owner is the seller; an administrator's key has no more power than any
// seller's (no one else's listing is ever reached). Writes run once per `Idempotency-Key`.
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import type { ApiCaller } from "#app/modules/api-keys/authenticate-api-key.server.ts";
import { createMyListing, type MyListingPayment } from "#app/modules/api-keys/create-my-listing.server.ts";
import { deleteMyListing } from "#app/modules/api-keys/delete-my-listing.server.ts";
import { getMyListing, listMyListings } from "#app/modules/api-keys/find-my-listings.server.ts";
import type { MyListingView } from "#app/modules/api-keys/my-listing-view.server.ts";
import {
  type IdempotentWrite,
  idempotencyKeyHeader,
  runIdempotently,
} from "#app/modules/api-keys/run-idempotently.server.ts";
import { type MyListingUpdate, updateMyListing } from "#app/modules/api-keys/update-my-listing.server.ts";
import { myPhotoContentTypes, myPhotoRequest } from "#app/modules/api-keys/upload-my-photo.server.ts";
import { listingFormMaxBytes } from "#app/modules/listings/listing-form-rules.ts";
import { type ApiRequest, type ApiSuccess, defineApiOperation } from "./api-operation.server.ts";
import {
  idempotencyKeyHeaders,
  myListingBodySchema,
  myListingListSchema,
  myListingPathSchema,
  myListingSchema,
  myListingsQuerySchema,
  myListingWriteSchema,
  myPhotoSchema,
  writeAnswerHeaders,
} from "./my-listings-schemas.server.ts";
import { defaultPageLimit } from "./page-limit.ts";
import { pageBody } from "./page-links.ts";

const manageListings = { caller: "key", scope: "manage_listings" } as const;
const tag = "public-api.myListings.tag.myListings";

/** The key-holding caller (the router lets no request without one reach these operations). */
function callerOf(request: { caller: ApiCaller | null }): ApiCaller {
  if (!request.caller) throw new AppError("unauthenticated", "public-api.error.keyRequired");
  return request.caller;
}

/** A write's answer, kept for the retries of its Idempotency-Key and given again to them. */
async function idempotently(
  request: ApiRequest<unknown, unknown, unknown>,
  { method, isKeyRequired, content }: Pick<IdempotentWrite, "method" | "isKeyRequired" | "content">,
  write: () => Promise<ApiSuccess<unknown>>,
): Promise<ApiSuccess<never>> {
  const answer = await runIdempotently(
    {
      db: request.services.db,
      apiKeyId: callerOf(request).keyId,
      key: request.header(idempotencyKeyHeader),
      isKeyRequired,
      method,
      path: `${request.url.pathname}${request.url.search}`,
      content,
    },
    async () => {
      const { status, body, headers = {} } = await write();
      return { status, body, headers: { ...headers } };
    },
  );
  return answer as ApiSuccess<never>;
}

/** The write's answer: 200 changed, 202 a draft waiting for its checkout, 201 published at once. */
function writeAnswer(services: AppServices, outcome: MyListingPayment | MyListingUpdate): ApiSuccess<never> {
  const listing: MyListingView = outcome.kind === "checkout" ? outcome.draft : outcome.listing;
  const status = outcome.kind === "updated" ? 200 : outcome.kind === "checkout" ? 202 : 201;
  const location = absoluteUrl(services.env.BASE_URL, `/api/v1/my/listings/${listing.id}`);
  const checkoutUrl = outcome.kind === "checkout" ? outcome.checkoutUrl : null;
  return { status, body: { listing, checkoutUrl } as never, headers: status === 200 ? {} : { Location: location } };
}

const writeServices = ({ db, payments, geocoder, env, notifyOutbox }: AppServices) => ({
  db,
  payments,
  geocoder,
  baseUrl: env.BASE_URL,
  notifyOutbox,
});

const idempotencyProblems = {
  409: { description: "public-api.myListings.answer.conflict" },
  422: { description: "public-api.myListings.answer.idempotencyMismatch" },
} as const;

export const listMyListingsOperation = defineApiOperation({
  id: "listMyListings",
  method: "get",
  path: "/my/listings",
  tag,
  summary: "public-api.myListings.operation.listMyListings.summary",
  description: "public-api.myListings.operation.listMyListings.description",
  access: manageListings,
  privacy: "private",
  request: { query: myListingsQuerySchema },
  answer: { status: 200, description: "public-api.myListings.answer.myListingList", schema: myListingListSchema },
  async handle(request) {
    const { db, env } = request.services;
    const { stockNumber, cursor, limit = defaultPageLimit } = request.query;
    const userId = callerOf(request).userId;
    const page = await listMyListings(db, { userId, stockNumber, cursor, limit, baseUrl: env.BASE_URL });
    return { status: 200, body: pageBody(request.url, page.data, page.nextCursor) };
  },
});

export const getMyListingOperation = defineApiOperation({
  id: "getMyListing",
  method: "get",
  path: "/my/listings/{id}",
  tag,
  summary: "public-api.myListings.operation.getMyListing.summary",
  description: "public-api.myListings.operation.getMyListing.description",
  access: manageListings,
  privacy: "private",
  request: { path: myListingPathSchema },
  answer: { status: 200, description: "public-api.myListings.answer.myListing", schema: myListingSchema },
  async handle(request) {
    const { db, env } = request.services;
    const id = request.path.id;
    return {
      status: 200,
      body: await getMyListing(db, { userId: callerOf(request).userId, id, baseUrl: env.BASE_URL }),
    };
  },
});

export const createMyListingOperation = defineApiOperation({
  id: "createMyListing",
  method: "post",
  path: "/my/listings",
  tag,
  summary: "public-api.myListings.operation.createMyListing.summary",
  description: "public-api.myListings.operation.createMyListing.description",
  access: manageListings,
  privacy: "private",
  request: { body: myListingBodySchema, maxBodyBytes: listingFormMaxBytes, headers: idempotencyKeyHeaders.required },
  answer: {
    status: 202,
    description: "public-api.myListings.answer.checkout",
    schema: myListingWriteSchema,
    headers: writeAnswerHeaders,
  },
  otherAnswers: { 201: "public-api.myListings.answer.published" },
  otherResponses: idempotencyProblems,
  async handle(request) {
    const content = JSON.stringify(request.body);
    return idempotently(request, { method: "POST", isKeyRequired: true, content }, async () => {
      const outcome = await createMyListing(writeServices(request.services), {
        userId: callerOf(request).userId,
        body: request.body,
      });
      return writeAnswer(request.services, outcome);
    });
  },
});

export const updateMyListingOperation = defineApiOperation({
  id: "updateMyListing",
  method: "patch",
  path: "/my/listings/{id}",
  tag,
  summary: "public-api.myListings.operation.updateMyListing.summary",
  description: "public-api.myListings.operation.updateMyListing.description",
  access: manageListings,
  privacy: "private",
  request: {
    path: myListingPathSchema,
    body: myListingBodySchema,
    maxBodyBytes: listingFormMaxBytes,
    headers: idempotencyKeyHeaders.accepted,
  },
  answer: {
    status: 200,
    description: "public-api.myListings.answer.updated",
    schema: myListingWriteSchema,
    headers: writeAnswerHeaders,
  },
  otherAnswers: { 202: "public-api.myListings.answer.checkout", 201: "public-api.myListings.answer.published" },
  otherResponses: idempotencyProblems,
  async handle(request) {
    const content = JSON.stringify(request.body);
    return idempotently(request, { method: "PATCH", isKeyRequired: false, content }, async () => {
      const outcome = await updateMyListing(writeServices(request.services), {
        userId: callerOf(request).userId,
        id: request.path.id,
        body: request.body,
      });
      return writeAnswer(request.services, outcome);
    });
  },
});

export const deleteMyListingOperation = defineApiOperation({
  id: "deleteMyListing",
  method: "delete",
  path: "/my/listings/{id}",
  tag,
  summary: "public-api.myListings.operation.deleteMyListing.summary",
  description: "public-api.myListings.operation.deleteMyListing.description",
  access: manageListings,
  privacy: "private",
  request: { path: myListingPathSchema, headers: idempotencyKeyHeaders.accepted },
  answer: {
    status: 204,
    description: "public-api.myListings.answer.deleted",
    schema: myListingSchema,
    headers: { "Idempotent-Replayed": writeAnswerHeaders["Idempotent-Replayed"] },
  },
  otherResponses: idempotencyProblems,
  async handle(request) {
    return idempotently(request, { method: "DELETE", isKeyRequired: false, content: "" }, async () => {
      const { db, storage, env, notifyOutbox, logger } = request.services;
      const userId = callerOf(request).userId;
      await deleteMyListing({ db, storage, baseUrl: env.BASE_URL, notifyOutbox, logger, userId, id: request.path.id });
      return { status: 204, body: null };
    });
  },
});

export const uploadMyPhotoOperation = defineApiOperation({
  id: "uploadMyPhoto",
  method: "post",
  path: "/my/photos",
  tag,
  summary: "public-api.myListings.operation.uploadMyPhoto.summary",
  description: "public-api.myListings.operation.uploadMyPhoto.description",
  access: manageListings,
  privacy: "private",
  request: {
    upload: {
      mediaTypes: myPhotoContentTypes,
      formField: "file",
      description: "public-api.myListings.schema.photoBody",
    },
    headers: idempotencyKeyHeaders.accepted,
  },
  answer: {
    status: 201,
    description: "public-api.myListings.answer.photo",
    schema: myPhotoSchema,
    headers: { "Idempotent-Replayed": writeAnswerHeaders["Idempotent-Replayed"] },
  },
  otherResponses: {
    ...idempotencyProblems,
    413: { description: "public-api.myListings.answer.photoTooLarge" },
    415: { description: "public-api.myListings.answer.photoType" },
  },
  async handle(request) {
    if (!request.upload) throw new AppError("unsupported-media-type", "api-keys.api.photoType");
    const photo = myPhotoRequest(request.services, { userId: callerOf(request).userId, request: request.upload });
    // Streamed to storage, not held: its retries are told apart by the SHA-256 of its bytes once read.
    return idempotently(request, { method: "POST", isKeyRequired: false, content: photo.content }, async () => ({
      status: 201,
      body: await photo.upload(),
    }));
  },
});

/** The operations of this file, in the API's table (api-operations.server.ts). */
export const myListingsOperations = [
  listMyListingsOperation,
  getMyListingOperation,
  createMyListingOperation,
  updateMyListingOperation,
  deleteMyListingOperation,
  uploadMyPhotoOperation,
];
