import { Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ArticleSection, articleLinkClass } from "#app/components/layout/article-section.tsx";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/buying-safely";

// /buying-safely: practical advice for buying a used camper without being cheated
// (docs/product/reports-and-moderation.md, Buying safely). The same for everyone, so shared caches may keep it.

export const handle: MessagesHandle = { messages: ["moderation"] };

export function headers() {
  return { "Cache-Control": "public, max-age=3600" };
}

export function loader({ request }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  return { title: t("moderation.safely.title"), description: t("moderation.safely.description") };
}

export default function BuyingSafely() {
  const { t } = useTranslator();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{t("moderation.safely.heading")}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">{t("moderation.safely.intro")}</p>

      <ArticleSection title={t("moderation.safely.inPerson.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("moderation.safely.inPerson.neverUnseen")}</li>
          <li>{t("moderation.safely.inPerson.bringSomeone")}</li>
          <li>{t("moderation.safely.inPerson.waterDamage")}</li>
        </ul>
      </ArticleSection>

      <ArticleSection title={t("moderation.safely.papers.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("moderation.safely.papers.askToSee")}</li>
          <li>{t("moderation.safely.papers.compareVin")}</li>
          <li>{t("moderation.safely.papers.lien")}</li>
        </ul>
        <p className="mt-4">
          <Link to="/checking-paperwork" className={articleLinkClass}>
            {t("moderation.safely.papers.howToCheck")}
          </Link>
        </p>
      </ArticleSection>

      <ArticleSection title={t("moderation.safely.pay.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>{t("moderation.safely.pay.neverWire")}</strong> {t("moderation.safely.pay.neverWireWhy")}
          </li>
          <li>{t("moderation.safely.pay.atHandover")}</li>
          <li>{t("moderation.safely.pay.noDeposit")}</li>
        </ul>
      </ArticleSection>

      <ArticleSection title={t("moderation.safely.scams.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>{t("moderation.safely.scams.shipping")}</strong> {t("moderation.safely.scams.shippingWhat")}
          </li>
          <li>
            <strong>{t("moderation.safely.scams.escrow")}</strong> {t("moderation.safely.scams.escrowWhat")}
          </li>
          <li>{t("moderation.safely.scams.lowPrice")}</li>
          <li>{t("moderation.safely.scams.details")}</li>
        </ul>
      </ArticleSection>

      <ArticleSection title={t("moderation.safely.meet.heading")}>
        <ul className="list-disc space-y-2 pl-6">
          <li>{t("moderation.safely.meet.daylight")}</li>
          <li>{t("moderation.safely.meet.tellFriend")}</li>
        </ul>
      </ArticleSection>

      <ArticleSection title={t("moderation.safely.conversation.heading")}>
        <p>{t("moderation.safely.conversation.text")}</p>
      </ArticleSection>

      <ArticleSection title={t("moderation.safely.report.heading")}>
        <p>{t("moderation.safely.report.text")}</p>
        <p className="mt-4">
          <Link to="/listings" className={articleLinkClass}>
            {t("moderation.safely.report.browse")}
          </Link>
        </p>
      </ArticleSection>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
