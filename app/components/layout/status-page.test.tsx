// @vitest-environment jsdom
// The status page and the breadcrumbs in both languages: their own words from the site shell's messages, the texts
// they are given (message ids, or names of their own) shown in the page's language (ADR 056).
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { inLocale } from "#app/test/translator.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { StatusPage } from "./status-page.tsx";

afterEach(cleanup);

function renderAt(Component: () => ReactNode, locale: Locale) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  render(inLocale(<Stub initialEntries={["/"]} />, locale));
}

const NotFound = () => <StatusPage title="site-shell.notFound.title" message="site-shell.notFound.message" />;

const Trail = () => (
  <Breadcrumbs
    trail={[
      { name: "site-shell.nav.home", path: "/" },
      { name: "Westfalia {1987}", path: "/listing/abc" },
    ]}
  />
);

describe("StatusPage", () => {
  it("says what happened and links home, in English", async () => {
    renderAt(NotFound, "en-US");
    expect((await screen.findByRole("heading")).textContent).toBe("Page Not Found");
    expect(screen.getByText("The page you are looking for does not exist or has moved.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(document.querySelector("title")?.textContent).toBe("Page Not Found | Roamstead");
  });

  it("and in French", async () => {
    renderAt(NotFound, "fr-CA");
    expect((await screen.findByRole("heading")).textContent).toBe("Page introuvable");
    expect(screen.getByText("La page que vous cherchez n’existe pas ou a été déplacée.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toBeTruthy();
  });
});

describe("Breadcrumbs", () => {
  it("is a nav named 'Breadcrumb' ('Fil d’Ariane' in French), its crumbs' own names kept as they are", async () => {
    renderAt(Trail, "en-US");
    expect(await screen.findByRole("navigation", { name: "Breadcrumb" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    cleanup();
    renderAt(Trail, "fr-CA");
    expect(await screen.findByRole("navigation", { name: "Fil d’Ariane" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Accueil" })).toBeTruthy();
    expect(screen.getByText("Westfalia {1987}").getAttribute("aria-current")).toBe("page");
  });
});
