import type { ReactNode } from "react";
import { Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ArticleSection, articleLinkClass } from "#app/components/layout/article-section.tsx";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/checking-paperwork";

// /checking-paperwork: how a buyer checks a camper's title, liens, theft and recall records for themselves, in the
// United States and Canada, with the official places to look (docs/product/vin-and-paperwork.md). The same for
// everyone, so shared caches may keep it.

export const handle: MessagesHandle = { messages: ["paperwork"] };

export function headers() {
  return { "Cache-Control": "public, max-age=3600" };
}

export function loader({ request }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return { title: t("paperwork.check.title"), description: t("paperwork.check.description") };
}

/** Another site's page: it opens in place, like any link, and tells that site nothing about where it came from. */
function OfficialLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer" className={articleLinkClass}>
      {children}
    </a>
  );
}

export default function CheckingPaperwork() {
  const { t } = useTranslator();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{t("paperwork.check.heading")}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">{t("paperwork.check.intro")}</p>

      <ArticleSection title={t("paperwork.check.vin.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("paperwork.check.vin.match")}</li>
          <li>{t("paperwork.check.vin.chassis")}</li>
          <li>{t("paperwork.check.vin.old")}</li>
        </ul>
      </ArticleSection>

      <ArticleSection title={t("paperwork.check.us.heading")}>
        <ul className="list-disc space-y-3 pl-6">
          <li>
            {t("paperwork.check.us.nmvtis")}{" "}
            <OfficialLink href="https://vehiclehistory.bja.ojp.gov/">{t("paperwork.check.us.nmvtisLink")}</OfficialLink>
          </li>
          <li>
            {t("paperwork.check.us.vincheck")}{" "}
            <OfficialLink href="https://www.nicb.org/vincheck">{t("paperwork.check.us.vincheckLink")}</OfficialLink>
          </li>
          <li>
            {t("paperwork.check.us.recalls")}{" "}
            <OfficialLink href="https://www.nhtsa.gov/recalls">{t("paperwork.check.us.recallsLink")}</OfficialLink>
          </li>
          <li>{t("paperwork.check.us.lien")}</li>
        </ul>
      </ArticleSection>

      <ArticleSection title={t("paperwork.check.ca.heading")}>
        <p>{t("paperwork.check.ca.registries")}</p>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>
            <OfficialLink href="https://www.rdprm.gouv.qc.ca/">{t("paperwork.check.ca.quebecLink")}</OfficialLink>
          </li>
          <li>
            <OfficialLink href="https://www2.gov.bc.ca/gov/content/employment-business/business/managing-a-business/bc-registry-services-personal-property-registry">
              {t("paperwork.check.ca.bcLink")}
            </OfficialLink>
          </li>
          <li>{t("paperwork.check.ca.others")}</li>
        </ul>
        <p className="mt-4">
          {t("paperwork.check.ca.ontario")}{" "}
          <OfficialLink href="https://www.ontario.ca/page/used-vehicle-information-package">
            {t("paperwork.check.ca.ontarioLink")}
          </OfficialLink>
        </p>
      </ArticleSection>

      <ArticleSection title={t("paperwork.check.handover.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("paperwork.check.handover.owner")}</li>
          <li>{t("paperwork.check.handover.brand")}</li>
          <li>{t("paperwork.check.handover.pay")}</li>
        </ul>
        <p className="mt-4">
          <Link to="/buying-safely" className={articleLinkClass}>
            {t("paperwork.check.safely")}
          </Link>
        </p>
      </ArticleSection>

      <ArticleSection title={t("paperwork.check.report.heading")}>
        <p>{t("paperwork.check.report.text")}</p>
      </ArticleSection>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
