import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ApiReference } from "#app/modules/public-api/api-reference.server.ts";
import { ApiOperationReference } from "./api-operation-reference.tsx";
import { ApiSchemaReference } from "./api-schema-reference.tsx";
import { CodeBlock } from "./code-block.tsx";

// /developers (docs/product/open-platform.md, Public API): the guide and the reference, rendered by the loader to
// HTML (developer-guide.server.tsx), so the page works without JavaScript and sends none of its own.

const linkClass = "font-semibold text-pine-700 underline hover:text-pine-800";

/** The guide's sections, in the page's order; each one's heading is `public-api.developers.<key>.heading`. */
const sections = [
  "quickStart",
  "authentication",
  "rateLimits",
  "errors",
  "pagination",
  "caching",
  "cors",
  "versioning",
  "reference",
  "schemas",
  "feeds",
  "import",
  "webhooks",
] as const;
type SectionKey = (typeof sections)[number];

const headingOf = (key: SectionKey) => `public-api.developers.${key}.heading` as MessageId;

/** A sample refusal, as the API writes it for `minPrice=abc`. */
const sampleProblem = (server: string) =>
  JSON.stringify(
    {
      type: `${new URL(server).origin}/developers#problem-invalid`,
      title: "Invalid request",
      status: 400,
      detail: "Minimum price must be a whole number of dollars.",
      instance: "/api/v1/listings?minPrice=abc",
      errors: [{ name: "minPrice", message: "Minimum price must be a whole number of dollars." }],
    },
    null,
    2,
  );

export function DeveloperGuide({ reference }: { reference: ApiReference }) {
  const { t } = useTranslator();
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{t("public-api.developers.heading")}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">{t("public-api.developers.lead")}</p>
      <p className="mt-4">
        <a href={reference.openApiUrl} className={linkClass}>
          {t("public-api.developers.openApiLink")}
        </a>{" "}
        <code className="font-mono text-sm break-all text-ink-muted">{reference.openApiUrl}</code>
      </p>

      <nav aria-labelledby="developers-contents" className="mt-8 rounded-lg border border-sand-200 bg-white p-5">
        <h2 id="developers-contents" className="font-semibold text-ink">
          {t("public-api.developers.contents")}
        </h2>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {sections.map((key) => (
            <li key={key}>
              <a href={`#${key}`} className={`${linkClass} inline-flex min-h-11 items-center`}>
                {t(headingOf(key))}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="quickStart">
        <p>{t("public-api.developers.quickStart.text")}</p>
        <CodeBlock label={t(headingOf("quickStart"))}>{reference.quickStart}</CodeBlock>
      </Section>

      <Section id="authentication">
        <p>{t("public-api.developers.authentication.text")}</p>
        <CodeBlock label={t(headingOf("authentication"))}>Authorization: Bearer rsk_…</CodeBlock>
        <p>{t("public-api.developers.authentication.refusals")}</p>
        <SitePageLink path="/account/api-keys" label="public-api.developers.authentication.link" />
      </Section>

      <Section id="rateLimits">
        <p>{t("public-api.developers.rateLimits.text")}</p>
        <CodeBlock label={t(headingOf("rateLimits"))}>
          {'RateLimit-Policy: "anonymous";q=60;w=60\nRateLimit: "anonymous";r=59;t=60'}
        </CodeBlock>
      </Section>

      <Section id="errors">
        <p>{t("public-api.developers.errors.text")}</p>
        <CodeBlock label={t(headingOf("errors"))}>{sampleProblem(reference.server)}</CodeBlock>
        <p>{t("public-api.developers.errors.unknownParameters")}</p>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-sand-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t("public-api.developers.errors.status")}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t("public-api.developers.errors.type")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t("public-api.developers.errors.title")}
              </th>
            </tr>
          </thead>
          <tbody>
            {reference.problems.map((problem) => (
              <tr key={problem.kind} id={problem.anchor} className="scroll-mt-24 border-b border-sand-200">
                <td className="py-2 pr-4">
                  <code className="font-mono">{problem.status}</code>
                </td>
                <td className="py-2 pr-4">
                  <code className="font-mono break-all">{problem.kind}</code>
                </td>
                <td className="py-2">{problem.title}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="pagination">
        <p>{t("public-api.developers.pagination.text")}</p>
      </Section>
      <Section id="caching">
        <p>{t("public-api.developers.caching.text")}</p>
      </Section>
      <Section id="cors">
        <p>{t("public-api.developers.cors.text")}</p>
      </Section>
      <Section id="versioning">
        <p>{t("public-api.developers.versioning.text")}</p>
      </Section>

      <Section id="reference">
        <p>{t("public-api.developers.reference.text")}</p>
        <p>
          <code className="font-mono text-sm break-all">{reference.server}</code>
        </p>
        {reference.groups.map((group) => (
          <section key={group.tag} aria-label={group.tag} className="mt-6">
            <h3 className="text-xl font-bold text-ink">{group.tag}</h3>
            {group.operations.map((operation) => (
              <ApiOperationReference key={operation.anchor} operation={operation} />
            ))}
          </section>
        ))}
      </Section>

      <Section id="schemas">
        <p>{t("public-api.developers.schemas.text")}</p>
        {reference.schemas.map((schema) => (
          <ApiSchemaReference key={schema.name} schema={schema} />
        ))}
      </Section>

      <Section id="feeds">
        <p>{t("public-api.developers.feeds.text")}</p>
      </Section>
      <Section id="import">
        <p>{t("public-api.developers.import.text")}</p>
        <SitePageLink path="/my-listings/import" label="public-api.developers.import.link" />
      </Section>
      <Section id="webhooks">
        <p>{t("public-api.developers.webhooks.text")}</p>
        <SitePageLink path="/account/webhooks" label="public-api.developers.webhooks.link" />
      </Section>
    </article>
  );
}

function Section({ id, children }: { id: SectionKey; children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
        {t(headingOf(id))}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-ink">{children}</div>
    </section>
  );
}

/** A paragraph's link to a page of the site, in the page's language. */
function SitePageLink({ path, label }: { path: string; label: MessageId }) {
  const { t, locale } = useTranslator();
  return (
    <p>
      <a href={pathInLocale(path, locale)} className={linkClass}>
        {t(label)}
      </a>
    </p>
  );
}
