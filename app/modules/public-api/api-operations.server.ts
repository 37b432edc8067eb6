// The public API's operations, in one table (ADR 074): the router serves each (api-v1-router.server.ts) and the
// OpenAPI document describes each (openapi-document.server.ts), so an operation is added here and nowhere else.
// Another area adds its operations from its own file with one entry below (`...myListingsOperations`).
import type { ApiOperation } from "./api-operation.server.ts";
import { defineApiOperation } from "./api-operation.server.ts";
import { openApiDocumentSchema } from "./api-schemas.ts";
import { getBuilderOperation, listBuildersOperation } from "./builder-operations.server.ts";
import { getListingOperation, listListingsOperation } from "./listing-operations.server.ts";
import { myListingsOperations } from "./my-listings-operations.server.ts";
import { openApiDocument } from "./openapi-document.server.ts";
import { listSoldOperation } from "./sold-operations.server.ts";

/** `GET /openapi.json`: this table as an OpenAPI 3.1 document, in English. */
const getOpenApiDocumentOperation = defineApiOperation({
  id: "getOpenApiDocument",
  method: "get",
  path: "/openapi.json",
  tag: "public-api.tag.reference",
  summary: "public-api.operation.getOpenApiDocument.summary",
  description: "public-api.operation.getOpenApiDocument.description",
  access: { caller: "anyone" },
  privacy: "public",
  answer: { status: 200, description: "public-api.answer.openApiDocument", schema: openApiDocumentSchema },
  async handle({ services }) {
    return { status: 200, body: { ...openApiDocument(apiOperations, services.env.BASE_URL) } };
  },
});

export const apiOperations: readonly ApiOperation[] = [
  listListingsOperation,
  getListingOperation,
  listBuildersOperation,
  getBuilderOperation,
  listSoldOperation,
  getOpenApiDocumentOperation,
  ...myListingsOperations,
];
