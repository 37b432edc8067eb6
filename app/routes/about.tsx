import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/about";

const linkClass = "font-semibold text-pine-700 underline hover:text-pine-800";

// The page's title and description in its language (ADR 056).
export function loader({ request }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return { title: t("site-shell.about.documentTitle"), description: t("site-shell.about.description") };
}

export default function About() {
  const { t } = useTranslator();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{t("site-shell.about.heading")}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">{t("site-shell.about.intro")}</p>

      <Section title={t("site-shell.about.selling.heading")}>
        <p>
          {`${t("site-shell.about.selling.text")} `}
          <Link className={linkClass} to="/sell-your-camper">
            {t("site-shell.about.selling.link")}
          </Link>
          .
        </p>
      </Section>

      <Section title={t("site-shell.about.contact.heading")}>
        <p>
          {withLinks(t("site-shell.about.contact.text", { email: "{email}", instagram: "{instagram}" }), {
            email: (
              <a className={linkClass} href="mailto:hello@roamstead.com">
                hello@roamstead.com
              </a>
            ),
            instagram: (
              <a className={linkClass} href="https://www.instagram.com/roamstead" rel="noopener noreferrer">
                @roamstead
              </a>
            ),
          })}
        </p>
      </Section>

      <Section title={t("site-shell.about.terms.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("site-shell.about.terms.payments")}</li>
          <li>{t("site-shell.about.terms.honest")}</li>
          <li>{t("site-shell.about.terms.inspection")}</li>
          <li>{t("site-shell.about.terms.meeting")}</li>
        </ul>
      </Section>

      <Section title={t("site-shell.about.credits.heading")}>
        <p>
          {withLinks(t("site-shell.about.credits.text", { geonames: "{geonames}" }), {
            geonames: (
              <a className={linkClass} href="https://www.geonames.org/">
                GeoNames
              </a>
            ),
          })}
        </p>
      </Section>

      <p className="mt-12">
        <Link className={linkClass} to="/">
          {`← ${t("site-shell.backToHome")}`}
        </Link>
      </p>
    </article>
  );
}

/**
 * A translated sentence with links inside: the message is asked for with each link's `{name}` as its value, so the
 * sentence keeps its words in each language's order, and each `{name}` is then replaced by its link.
 */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{links[part] ?? part}</Fragment> : part));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-3 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The error page names itself (one <title>, from the root ErrorBoundary).
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
