import { Link } from "react-router";
import { NoticePage } from "#app/components/billing/notice-page.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { pathInLocale } from "#app/modules/i18n/locales.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Route } from "./+types/payment-canceled";

export const handle: MessagesHandle = { messages: ["billing"] };

export function loader({ request }: Route.LoaderArgs) {
  // The path as the routes know it: a French page's starts with /fr (docs/product/languages.md).
  const path = pathInLocale(new URL(request.url).pathname, "en-US");
  return {
    isBuilder: path.startsWith("/builder-cancel"),
    metaTitle: `${requestTranslator(request).t("billing.canceled.heading")} | Roamstead`,
  };
}

export default function PaymentCanceled({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <NoticePage title={t("billing.canceled.heading")}>
      <p>{t("billing.canceled.lead")}</p>
      {loaderData.isBuilder ? (
        <Link to="/submit-builder" className="mt-6 inline-block font-semibold text-pine-700 underline">
          {t("billing.canceled.tryAgain")}
        </Link>
      ) : (
        <Link to="/sell-your-camper" className="mt-6 inline-block font-semibold text-pine-700 underline">
          {t("billing.canceled.returnToPricing")}
        </Link>
      )}
    </NoticePage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
