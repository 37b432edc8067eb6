// `GET /builders` and `GET /builders/{id}` (docs/product/open-platform.md, Public API): the directory as /builders
// lists it, newest first, and one profile as /builder/{id} shows it, with its manager's trust line and campers.
import { AppError } from "#app/lib/app-error.ts";
import { getPublicBuilder } from "#app/modules/builders/get-public-builder.server.ts";
import { listBuilders } from "#app/modules/builders/list-builders.server.ts";
import { readSellerTrust } from "#app/modules/profiles/read-seller-trust.server.ts";
import { listingPageQuerySchema } from "#app/modules/search/listing-cursor.schema.ts";
import { defineApiOperation } from "./api-operation.server.ts";
import { builderPageSchema, builderSchema } from "./api-schemas.ts";
import { builderCardView, builderView } from "./api-views.server.ts";
import { idPathSchema } from "./id-path.ts";
import { defaultPageLimit, pageLimitShape } from "./page-limit.ts";
import { pageBody } from "./page-links.ts";

export const listBuildersOperation = defineApiOperation({
  id: "listBuilders",
  method: "get",
  path: "/builders",
  tag: "public-api.tag.builders",
  summary: "public-api.operation.listBuilders.summary",
  description: "public-api.operation.listBuilders.description",
  access: { caller: "anyone" },
  privacy: "public",
  request: { query: listingPageQuerySchema.extend(pageLimitShape) },
  answer: { status: 200, description: "public-api.answer.builderPage", schema: builderPageSchema },
  async handle({ services, query, url }) {
    const { db, env } = services;
    const page = await listBuilders({ db, cursor: query.cursor, pageSize: query.limit ?? defaultPageLimit });
    const builders = page.builders.map((builder) => builderCardView(builder, env.BASE_URL));
    return { status: 200, body: pageBody(url, builders, page.nextCursor) };
  },
});

export const getBuilderOperation = defineApiOperation({
  id: "getBuilder",
  method: "get",
  path: "/builders/{id}",
  tag: "public-api.tag.builders",
  summary: "public-api.operation.getBuilder.summary",
  description: "public-api.operation.getBuilder.description",
  access: { caller: "anyone" },
  privacy: "public",
  request: { path: idPathSchema("public-api.param.builderId") },
  answer: { status: 200, description: "public-api.answer.builder", schema: builderSchema },
  async handle({ services, path }) {
    const { db, env } = services;
    const [builder, manager] = await Promise.all([
      getPublicBuilder({ db, id: path.id }),
      readSellerTrust(db, { builderId: path.id }),
    ]);
    if (!builder) throw new AppError("not-found", "public-api.error.noSuchBuilder");
    return { status: 200, body: builderView(builder, manager, env.BASE_URL) };
  },
});
