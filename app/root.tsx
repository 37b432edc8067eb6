import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { PageTranslation, useTranslator } from "./components/i18n/page-translator.tsx";
import { AppStylesheet } from "./components/layout/app-stylesheet.tsx";
import { LanguageAlternates } from "./components/layout/language-alternates.tsx";
import { StatusPage } from "./components/layout/status-page.tsx";
import { getServices } from "./lib/context.server.ts";
import { lazyIsland, whenIslandsHydrated } from "./lib/lazy-island.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { whenHydrationReleased } from "./lib/use-is-hydrated.ts";
import { getCurrentUser, sessionMiddleware } from "./modules/accounts/current-user.server.ts";
import { countUnreadConversations } from "./modules/conversations/count-unread-conversations.server.ts";
import { visitorMoneyOf } from "./modules/currencies/visitor-currency.server.ts";
import { languageOfferFor } from "./modules/i18n/language-offer.server.ts";
import { defaultLocale } from "./modules/i18n/locales.ts";
import type { MessageId } from "./modules/i18n/message-ids.ts";
import { localeOfRequest } from "./modules/i18n/request-translator.server.ts";
import { canonicalAddressMiddleware } from "./modules/platform/canonical-addresses.server.ts";
import { escapedFailureMiddleware } from "./modules/platform/escaped-failures.server.ts";
import { privatePagesMiddleware } from "./modules/platform/private-pages.server.ts";
import { searchLoadMessages } from "./modules/platform/search-load-messages.ts";

// The site's frame on every page: links, and menus that open as HTML `<details>`, before their JavaScript. Hydrated
// after the page, so that no page's first load pays for them (ADR 079).
const LanguageOfferBar = lazyIsland(
  async () => (await import("./components/layout/language-offer-bar.tsx")).LanguageOfferBar,
);
const SiteHeader = lazyIsland(async () => (await import("./components/layout/site-header.tsx")).SiteHeader);
const SiteFooter = lazyIsland(async () => (await import("./components/layout/site-footer.tsx")).SiteFooter);

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const middleware: Route.MiddlewareFunction[] = [
  privatePagesMiddleware,
  escapedFailureMiddleware,
  canonicalAddressMiddleware,
  sessionMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const user = await getCurrentUser(request, context);
  // Every page names its other language's address by its absolute URL (hreflang, og:locale:alternate).
  const baseUrl = env.BASE_URL;
  // The layout reads the locale here, not from the router's location: a layout that follows the location
  // renders again after hydration, and React Router's <Scripts> then drops the module preloads.
  const locale = localeOfRequest(request);
  // Whether the other language is linked from this page (OFFER_FRENCH, docs/product/languages.md).
  const linksLanguages = env.OFFER_FRENCH;
  const languageOffer = linksLanguages ? languageOfferFor(request, locale) : null;
  // Amounts beside prices in the visitor's currency, at the rate table's rates (docs/product/currencies-and-units.md).
  const money = visitorMoneyOf(request, locale);
  if (!user) return { user: null, baseUrl, locale, linksLanguages, languageOffer, money };
  // The header's unread count (docs/product/conversations.md): one indexed query, signed-in requests only.
  const unreadConversations = await countUnreadConversations(db, user.id);
  return {
    user: { email: user.email, isAdmin: user.role === "admin", unreadConversations },
    baseUrl,
    locale,
    linksLanguages,
    languageOffer,
    money,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Absent while the root itself renders its error boundary before the loader ran.
  const rootData = useRouteLoaderData<typeof loader>("root");
  useEffect(() => {
    // Marks the moment the page's buttons work, its islands' too, with every word they may say (browser tests wait for it instead of sleeping).
    whenIslandsHydrated(() =>
      whenHydrationReleased(() => {
        document.documentElement.dataset.hydrated = "true";
      }),
    );
  }, []);
  return (
    <html lang={rootData?.locale ?? defaultLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <Meta />
        <AppStylesheet nonce={nonce} />
        <Links />
        {rootData?.linksLanguages ? <LanguageAlternates baseUrl={rootData.baseUrl} /> : null}
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <PageTranslation nonce={nonce}>
          {({ t }) => (
            <>
              <a
                href="#main"
                className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
              >
                {t("site-shell.skipToContent")}
              </a>
              {rootData?.languageOffer ? <LanguageOfferBar offer={rootData.languageOffer} /> : null}
              <SiteHeader user={rootData?.user ?? null} linksLanguages={rootData?.linksLanguages ?? false} />
              <main id="main" className="flex-1">
                {children}
              </main>
              <SiteFooter linksLanguages={rootData?.linksLanguages ?? false} />
            </>
          )}
        </PageTranslation>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage title={t("site-shell.notFound.title")} message={t("site-shell.notFound.message")} />;
  }
  // A link the page cannot read (readQuery, linkFailurePage): the parameter's own message (docs/product/site-shell.md).
  if (isRouteErrorResponse(error) && error.status === 400 && typeof error.data?.message === "string") {
    return <StatusPage title={t("site-shell.linkFailure.title")} message={t(error.data.message as MessageId)} />;
  }
  // A search refused during navigation in the page (app/modules/platform/search-load.server.ts): its own words,
  // sent in the page's language.
  if (isRouteErrorResponse(error) && error.status === 429) {
    const known = [t(searchLoadMessages["too-fast"]), t(searchLoadMessages.busy)];
    const message = known.includes(error.data) ? String(error.data) : t(searchLoadMessages.busy);
    return <StatusPage title={t(searchLoadMessages.heading)} message={message} />;
  }
  const details =
    import.meta.env.DEV && error instanceof Error ? (
      <pre className="mt-6 overflow-x-auto rounded bg-sand-100 p-4 text-left text-sm">{error.stack}</pre>
    ) : null;
  return (
    <StatusPage title={t("site-shell.error.title")} message={t("site-shell.error.message")}>
      {details}
    </StatusPage>
  );
}
