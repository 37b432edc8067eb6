// `GET /sold` (docs/product/open-platform.md, Public API): the published sold prices, as /sold lists them, with its
// filters read by its own schema. A private sale price is never read (listSoldPrices reads published ones only).
import { listSoldPrices } from "#app/modules/sold/list-sold-prices.server.ts";
import { soldPricesQuerySchema } from "#app/modules/sold/sold-prices.schema.ts";
import { defineApiOperation } from "./api-operation.server.ts";
import { soldPageSchema } from "./api-schemas.ts";
import { soldCamperView } from "./api-views.server.ts";
import { defaultPageLimit, pageLimitShape } from "./page-limit.ts";
import { pageBody } from "./page-links.ts";

export const listSoldOperation = defineApiOperation({
  id: "listSold",
  method: "get",
  path: "/sold",
  tag: "public-api.tag.sold",
  summary: "public-api.operation.listSold.summary",
  description: "public-api.operation.listSold.description",
  access: { caller: "anyone" },
  privacy: "public",
  request: { query: soldPricesQuerySchema.extend(pageLimitShape) },
  answer: { status: 200, description: "public-api.answer.soldPage", schema: soldPageSchema },
  async handle({ services, query, url }) {
    const { cursor, limit = defaultPageLimit, ...filters } = query;
    const page = await listSoldPrices({ db: services.db, filters, cursor, pageSize: limit });
    const cards = page.cards.map((card) => soldCamperView(card, services.env.BASE_URL));
    return { status: 200, body: pageBody(url, cards, page.nextCursor) };
  },
});
