import { DealRatingExplanation } from "#app/components/deal-rating/deal-rating-explanation.tsx";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/deal-rating";

export const handle: MessagesHandle = { messages: ["deal-rating"] };

// /deal-rating: how the deal rating is worked out, with its figures (docs/product/buyers-come-back.md).

/** The page's title and description in its language. */
export function loader({ request }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return { title: t("deal-rating.page.title"), description: t("deal-rating.page.description") };
}

export default function DealRating() {
  return <DealRatingExplanation />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
