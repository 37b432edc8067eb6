// What /developers shows of the API (docs/product/open-platform.md, Public API): read off the OpenAPI document in the
// page's language, so the reference is the document and cannot say anything else: each operation with its
// parameters' types and allowed values, its answers and an example, the schemas, and the kinds of problem.
import type { ApiKeyScope } from "#app/db/open-platform-vocabulary.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { ApiOperation } from "./api-operation.server.ts";
import { apiOperations } from "./api-operations.server.ts";
import { type ProblemKind, problemKinds } from "./api-problems.server.ts";
import { type OpenApiDocument, openApiDocument } from "./openapi-document.server.ts";

/** A type in words, and the schema it names, if any (its anchor on the page). */
export interface TypeWords {
  text: string;
  schemaAnchor: string | null;
}

export interface ReferenceParameter {
  name: string;
  location: string;
  type: TypeWords;
  isRequired: boolean;
  description: string;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  contentType: string | null;
}

export interface ReferenceOperation {
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Who may call it, in words. */
  access: string;
  parameters: ReferenceParameter[];
  /** The body a write takes: its media types and its schema's type. */
  body: { contentType: string; type: TypeWords } | null;
  responses: ReferenceResponse[];
  /** A `curl` command that calls it. */
  example: string;
}

export interface ReferenceSchema {
  name: string;
  anchor: string;
  description: string;
  fields: { name: string; type: TypeWords; isOptional: boolean; description: string }[];
}

export interface ApiReference {
  /** The addresses' base: `https://…/api/v1`. */
  server: string;
  openApiUrl: string;
  groups: { tag: string; operations: ReferenceOperation[] }[];
  schemas: ReferenceSchema[];
  problems: { kind: ProblemKind; anchor: string; status: number; title: string }[];
  /** The quick start's request. */
  quickStart: string;
}

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Bounds as wide as a JavaScript integer say nothing a reader needs. */
const isTellingBound = (bound: number | undefined): bound is number =>
  bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;

export const schemaAnchor = (name: string) => `schema-${name}`;
const schemaNameOf = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** A JSON schema in the page's words: 'integer from 1 to 50', 'one of: van, skoolie', 'Odometer or null'. */
export function typeWords(schema: JsonSchema | undefined, t: Translator["t"]): TypeWords {
  if (!schema) return { text: "", schemaAnchor: null };
  if (schema.$ref) {
    const name = schemaNameOf(schema.$ref);
    return { text: name, schemaAnchor: schemaAnchor(name) };
  }
  const nonNull = schema.anyOf?.filter((option) => option.type !== "null");
  if (schema.anyOf && nonNull?.length === 1) {
    const inner = typeWords(nonNull[0], t);
    return { ...inner, text: t("public-api.developers.type.orNull", { type: inner.text }) };
  }
  if (schema.anyOf || Array.isArray(schema.type)) {
    const options = schema.anyOf?.map((option) => typeWords(option, t)) ?? [];
    const texts = [...options.map((option) => option.text), ...[schema.type ?? []].flat()];
    const either = texts.reduce((first, second) => t("public-api.developers.type.or", { first, second }));
    return { text: either, schemaAnchor: options.find((option) => option.schemaAnchor)?.schemaAnchor ?? null };
  }
  if (schema.type === "array") {
    const items = typeWords(schema.items, t);
    return { ...items, text: t("public-api.developers.type.listOf", { type: items.text }) };
  }
  let text = schema.type ?? "";
  if (schema.enum) text = t("public-api.developers.type.oneOf", { values: schema.enum.join(", ") });
  else if (isTellingBound(schema.minimum) && isTellingBound(schema.maximum))
    text = t("public-api.developers.type.range", { type: text, min: schema.minimum, max: schema.maximum });
  else if (isTellingBound(schema.minimum))
    text = t("public-api.developers.type.atLeast", { type: text, min: schema.minimum });
  else if (isTellingBound(schema.maximum))
    text = t("public-api.developers.type.atMost", { type: text, max: schema.maximum });
  if (schema.format) text = t("public-api.developers.type.format", { type: text, format: schema.format });
  if (schema.default !== undefined)
    text = t("public-api.developers.type.default", { type: text, value: String(schema.default) });
  return { text, schemaAnchor: null };
}

type OperationObject = NonNullable<NonNullable<OpenApiDocument["paths"]>[string]["get"]>;

/** Each scope as the API keys page names it ('Read', 'Manage my listings'). */
const scopeNames: Record<ApiKeyScope, MessageId> = {
  read: "api-keys.scope.read",
  manage_listings: "api-keys.scope.manageListings",
};

function referenceOperation(
  operation: ApiOperation,
  documented: OperationObject,
  server: string,
  translator: Translator,
): ReferenceOperation {
  const { t } = translator;
  const parameters = (documented.parameters ?? []).flatMap((parameter) =>
    "in" in parameter
      ? [
          {
            name: parameter.name,
            location: parameter.in,
            type: typeWords(parameter.schema as JsonSchema, t),
            isRequired: parameter.required === true,
            description: parameter.description ?? "",
          },
        ]
      : [],
  );
  const bodyContent =
    documented.requestBody && "content" in documented.requestBody ? documented.requestBody.content : {};
  const bodySchema = Object.values(bodyContent).flatMap((media) =>
    "schema" in media && media.schema ? [media.schema] : [],
  )[0];
  const bodyTypes = Object.keys(bodyContent);
  const responses = Object.entries(documented.responses ?? {}).map(([status, response]) => ({
    status,
    description: "description" in response ? response.description : "",
    contentType: "content" in response && response.content ? (Object.keys(response.content)[0] ?? null) : null,
  }));
  const { access } = operation;
  const method = operation.method.toUpperCase();
  const key = access.caller === "key" ? ' -H "Authorization: Bearer $ROAMSTEAD_API_KEY"' : "";
  return {
    anchor: `operation-${operation.id}`,
    method,
    path: `/api/v1${operation.path}`,
    summary: documented.summary ?? "",
    description: documented.description ?? "",
    access:
      access.caller === "anyone"
        ? t("public-api.developers.reference.anyone")
        : t("public-api.developers.reference.keyNeeded", { scope: t(scopeNames[access.scope]) }),
    parameters,
    body:
      bodyTypes.length === 0
        ? null
        : { contentType: bodyTypes.join(", "), type: typeWords(bodySchema as JsonSchema | undefined, t) },
    responses,
    example: `curl${method === "GET" ? "" : ` -X ${method}`}${key} "${server}${operation.path}"`,
  };
}

/** The reference of `operations` (the table by default) as served at `baseUrl`, in `translator`'s language. */
export function apiReference(
  baseUrl: string,
  translator: Translator,
  operations: readonly ApiOperation[] = apiOperations,
): ApiReference {
  const document = openApiDocument(operations, baseUrl, translator);
  const server = document.servers?.[0]?.url ?? absoluteUrl(baseUrl, "/api/v1");
  const groups = new Map<string, ReferenceOperation[]>();
  for (const operation of operations) {
    const documented = document.paths?.[operation.path]?.[operation.method];
    if (!documented) throw new Error(`${operation.id} is not in the OpenAPI document`);
    const tag = documented.tags?.[0] ?? "";
    groups.set(tag, [...(groups.get(tag) ?? []), referenceOperation(operation, documented, server, translator)]);
  }
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => {
    const { properties = {}, required = [], description = "" } = schema as JsonSchema;
    return {
      name,
      anchor: schemaAnchor(name),
      description,
      fields: Object.entries(properties).map(([field, fieldSchema]) => ({
        name: field,
        type: typeWords(fieldSchema, translator.t),
        isOptional: !required.includes(field),
        description: fieldSchema.description ?? "",
      })),
    };
  });
  return {
    server,
    openApiUrl: `${server}/openapi.json`,
    groups: [...groups].map(([tag, list]) => ({ tag, operations: list })),
    schemas,
    problems: Object.entries(problemKinds).map(([kind, { status, title }]) => ({
      kind: kind as ProblemKind,
      anchor: `problem-${kind}`,
      status,
      title: translator.t(title),
    })),
    quickStart: `curl "${server}/listings?type=van&limit=5"`,
  };
}
