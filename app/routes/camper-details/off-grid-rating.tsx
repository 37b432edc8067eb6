import { OffGridRatingExplanation } from "#app/components/camper-details/off-grid-rating-explanation.tsx";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/off-grid-rating";

export const handle: MessagesHandle = { messages: ["camper-details"] };

// /off-grid-rating: the formula of the off-grid rating and a worked example (docs/product/camper-details.md).

/** The page's title and description in its language. */
export function loader({ request }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return { title: t("camper-details.page.title"), description: t("camper-details.page.description") };
}

export default function OffGridRating() {
  return <OffGridRatingExplanation />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
