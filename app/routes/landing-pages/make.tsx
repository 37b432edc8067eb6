import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { LandingPageScreen, landingPageMeta } from "#app/components/landing-pages/landing-page-screen.tsx";
import type { Route } from "./+types/make";
import { loadLandingPage } from "./load-landing-page.server.ts";

export const handle: MessagesHandle = { messages: ["landing-pages", "search", "listings", "deal-rating", "favorites"] };

// /campers/make/{make}: a make's used campers, every spelling of it (docs/product/found-and-shared.md, Landing pages).
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLandingPage(request, context, { make: params.make });
}

export default function MakeLandingPage({ loaderData }: Route.ComponentProps) {
  return <LandingPageScreen {...loaderData} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return landingPageMeta(loaderData);
}
