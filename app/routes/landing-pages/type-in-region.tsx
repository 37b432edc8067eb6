import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { LandingPageScreen, landingPageMeta } from "#app/components/landing-pages/landing-page-screen.tsx";
import type { Route } from "./+types/type-in-region";
import { loadLandingPage } from "./load-landing-page.server.ts";

export const handle: MessagesHandle = { messages: ["landing-pages", "search", "listings", "deal-rating", "favorites"] };

// /campers/{type}/{state-or-province}: a type's used campers in a state or province
// (docs/product/found-and-shared.md, Landing pages).
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLandingPage(request, context, { type: params.type, region: params.region });
}

export default function TypeInRegionLandingPage({ loaderData }: Route.ComponentProps) {
  return <LandingPageScreen {...loaderData} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return landingPageMeta(loaderData);
}
