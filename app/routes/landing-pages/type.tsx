import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { LandingPageScreen, landingPageMeta } from "#app/components/landing-pages/landing-page-screen.tsx";
import type { Route } from "./+types/type";
import { loadLandingPage } from "./load-landing-page.server.ts";

export const handle: MessagesHandle = { messages: ["landing-pages", "search", "listings", "deal-rating", "favorites"] };

// /campers/{type}: a type's used campers (docs/product/found-and-shared.md, Landing pages).
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLandingPage(request, context, { type: params.type });
}

export default function TypeLandingPage({ loaderData }: Route.ComponentProps) {
  return <LandingPageScreen {...loaderData} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return landingPageMeta(loaderData);
}
