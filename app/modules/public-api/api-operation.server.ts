// One operation of the public API (docs/decisions/074-public-read-api.md): its method and path, who may call it, the
// zod schemas of its parameters, body and answer, and its handler. The router serves the table of them
// (api-operations.server.ts) and the OpenAPI document is generated from the same table, so an operation cannot be
// served without being documented, nor documented with other schemas than the ones it reads and answers with.
import type { z } from "zod";
import type { ApiKeyScope } from "#app/db/open-platform-vocabulary.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import type { ApiCaller } from "#app/modules/api-keys/authenticate-api-key.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Query } from "#app/modules/platform/read-input.server.ts";

export type ApiMethod = "get" | "post" | "patch" | "delete";

/**
 * Who may call: `anyone` (no key needed; a key that is sent must be valid and hold `read`), or only a key holding
 * `scope` (401 without one, 403 with a key that lacks it).
 */
export type ApiAccess = { caller: "anyone" } | { caller: "key"; scope: ApiKeyScope };

/** The successful answer of a handler: its status, its body (typed by the operation's answer schema), its headers. */
export interface ApiSuccess<Body> {
  status: 200 | 201 | 202 | 204;
  body: Body;
  /** `Location` of a created resource, and the like. */
  headers?: Readonly<Record<string, string>>;
}

/** What a handler receives: the request read and checked, and the services. */
export interface ApiRequest<PathParams, QueryValues, Body> {
  services: AppServices;
  /** The path's parameters as sent (an id that names nothing is the handler's 404). */
  path: PathParams;
  query: QueryValues;
  body: Body;
  /** The key's owner and scopes; null for an anonymous reader. */
  caller: ApiCaller | null;
  /** A request header as sent (`Idempotency-Key`), or undefined. */
  header(name: string): string | undefined;
  /** The request's absolute address on BASE_URL, for the links an answer gives. */
  url: URL;
  /** The request with its body unread, for an operation that takes an upload (`request.upload`); null otherwise. */
  upload: Request | null;
}

/** A response other than the success, documented for this operation alone (a 409, a 402). */
export interface ApiExtraResponse {
  description: MessageId | string;
}

export interface ApiOperationSpec<
  PathSchema extends z.ZodType,
  QuerySchema extends z.ZodType,
  BodySchema extends z.ZodType,
  AnswerSchema extends z.ZodType,
> {
  /** The OpenAPI operationId, unique. */
  id: string;
  method: ApiMethod;
  /** Under /api/v1, with `{name}` path parameters: `/listings/{id}`. */
  path: string;
  /** The reference's group: "Listings", "Builders"… (a message id or words). */
  tag: MessageId | string;
  /** One line; a message id (translated for /developers and the English document) or words. */
  summary: MessageId | string;
  description?: MessageId | string;
  access: ApiAccess;
  /**
   * What a shared cache may keep (ADR 020's rule, api-http-caching.server.ts): `public` answers to anonymous readers
   * are kept a minute; a keyed request or a `private` operation is never kept.
   */
  privacy: "public" | "private";
  /** A search: counted against the API's cap on searches at once (ADR 034). */
  isSearch?: boolean;
  request?: {
    /** `z.object` of the path's parameters, documented; the handler decides what an unknown one answers. */
    path?: PathSchema;
    /**
     * The query's schema: documented on its input side, and read with readQuery unless `read` reads it
     * (the search's reader, with its aliases). Parameters the schema does not name are ignored.
     */
    query?: QuerySchema;
    read?: (params: URLSearchParams) => Query<z.output<QuerySchema>>;
    /** Other names a parameter is read under (`type` for vehicleType), documented beside the schema's. */
    queryAliases?: Readonly<Record<string, z.ZodType>>;
    /** The JSON body's schema (writes). */
    body?: BodySchema;
    /** Request headers the handler reads (`Idempotency-Key`), documented; the handler checks them. */
    headers?: z.ZodObject;
    /** The largest JSON body taken, in bytes (the one reader's default otherwise, 64 KiB). */
    maxBodyBytes?: number;
    /** A file as the body (a photo): its media types, documented; the handler reads it from `upload`. */
    upload?: { mediaTypes: readonly string[]; formField: string; description: MessageId | string };
  };
  /** The success answer. */
  answer: {
    status: 200 | 201 | 202 | 204;
    description: MessageId | string;
    schema: AnswerSchema;
    /** Headers of its own a success may carry (`Location`), documented beside every answer's. */
    headers?: z.ZodRawShape;
  };
  /** Other successes, with the answer's schema (a write that publishes at once: 201 beside a draft's 202). */
  otherAnswers?: Readonly<Partial<Record<200 | 201 | 202, MessageId | string>>>;
  /** Statuses this operation answers beyond the ones every operation may (400, 401, 403, 404, 429, 503). */
  otherResponses?: Readonly<Record<number, ApiExtraResponse>>;
  handle(
    request: ApiRequest<z.output<PathSchema>, z.output<QuerySchema>, z.output<BodySchema>>,
  ): Promise<ApiSuccess<z.input<AnswerSchema>>>;
}

/** An operation of the table, its schemas' types erased. */
export type ApiOperation = ApiOperationSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/** Types an operation by its schemas: the handler reads its parameters and answers in its answer schema's shape. */
export function defineApiOperation<
  PathSchema extends z.ZodType = z.ZodObject<Record<never, never>>,
  QuerySchema extends z.ZodType = z.ZodObject<Record<never, never>>,
  BodySchema extends z.ZodType = z.ZodUndefined,
  AnswerSchema extends z.ZodType = z.ZodType,
>(operation: ApiOperationSpec<PathSchema, QuerySchema, BodySchema, AnswerSchema>): ApiOperation {
  return operation as unknown as ApiOperation;
}

/** `/listings/{id}` as Express writes it: `/listings/:id`. */
export function expressPathOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
