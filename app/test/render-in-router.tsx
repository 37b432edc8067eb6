// A component that links or reads the route (a Link, a Form, useHref) needs a router above it: this renders it as the
// one page of a router stub, under the translator of `locale`.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { inLocale } from "./translator.tsx";

/** `element` rendered at "/" of a router stub, in `locale` (English by default). */
export function renderInRouter(element: ReactNode, locale: Locale = "en-US") {
  const Stub = createRoutesStub([{ path: "/", Component: () => element, HydrateFallback: () => null }]);
  return render(inLocale(<Stub initialEntries={["/"]} />, locale));
}
