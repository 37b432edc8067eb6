// @vitest-environment jsdom
// The shared UI's own words (the site shell's messages) in both languages, and the texts it is given, message ids
// or words, shown in the page's language (ADR 056).
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { inLocale } from "#app/test/translator.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { InfinitePagesFooter, type InfinitePagesFooterProps } from "./infinite-pages-footer.tsx";
import { MailLinkPage } from "./mail-link-page.tsx";

afterEach(cleanup);

const pages = (state: "idle" | "failed"): InfinitePagesFooterProps["pages"] => ({
  nextCursor: "next",
  state,
  loadMore: async () => {},
  retry: () => {},
  sentinel: { current: null },
});

function renderFooter(state: "idle" | "failed", locale: Locale) {
  render(
    inLocale(
      <InfinitePagesFooter
        pages={pages(state)}
        nextPageHref={(cursor) => `/builders?cursor=${cursor}`}
        loadingText="Loading more builders…"
        errorText="site-shell.reply.failed"
      />,
      locale,
    ),
  );
}

describe("InfinitePagesFooter", () => {
  it("offers 'Show more', and after a failure the error with 'Retry'", () => {
    renderFooter("idle", "en-US");
    expect(screen.getByRole("link", { name: "Show more" }).getAttribute("href")).toBe("/builders?cursor=next");
    cleanup();
    renderFooter("failed", "en-US");
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("says them in French on a French page", () => {
    renderFooter("idle", "fr-CA");
    expect(screen.getByRole("link", { name: "Afficher plus" })).toBeTruthy();
    cleanup();
    renderFooter("failed", "fr-CA");
    expect(screen.getByRole("alert").textContent).toBe("Une erreur est survenue. Veuillez réessayer.");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });
});

describe("HoneypotField", () => {
  it("labels the field bots fill in the page's language", () => {
    const { container } = render(inLocale(<HoneypotField />, "fr-CA"));
    expect(container.querySelector("label")?.textContent).toBe("Site Web (laisser vide)");
    cleanup();
    const english = render(inLocale(<HoneypotField />));
    expect(english.container.querySelector("label")?.textContent).toBe("Website (leave empty)");
  });
});

describe("MailLinkPage", () => {
  function renderPage(locale: Locale) {
    const Page = () => (
      <MailLinkPage
        title="site-shell.linkFailure.title"
        message="site-shell.link.invalid"
        buttonLabel="Unsubscribe"
        busyLabel="Unsubscribing…"
      />
    );
    const Stub = createRoutesStub([{ path: "/", Component: Page }]);
    render(inLocale(<Stub initialEntries={["/"]} />, locale));
  }

  it("shows the texts it is given and a link home, in English", async () => {
    renderPage("en-US");
    expect((await screen.findByRole("heading")).textContent).toBe("This link is not valid");
    expect(screen.getByText("The link is not valid.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("and in French", async () => {
    renderPage("fr-CA");
    expect((await screen.findByRole("heading")).textContent).toBe("Ce lien n’est pas valide");
    expect(screen.getByText("Le lien n’est pas valide.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toBeTruthy();
  });
});
