import { type FormEvent, useState } from "react";
import { data, Link, useHref } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { camperIdentity, camperName } from "#app/modules/handover/bill-of-sale-camper.ts";
import { maxPartyNameLength, partyNameProblem } from "#app/modules/handover/bill-of-sale-names.ts";
import { findBillOfSale } from "#app/modules/handover/find-bill-of-sale.server.ts";
import { regionOfCode } from "#app/modules/handover/region-of-place.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { inRegion } from "#app/modules/landing-pages/landing-page-catalog.ts";
import type { Route } from "./+types/bill-of-sale";

// /offers/{id}/bill-of-sale (docs/product/making-the-deal.md, "Bill of sale and handover"): either party of an
// accepted offer types both full names and downloads the bill of sale. The form posts to
// /offers/{id}/bill-of-sale.pdf, which answers with the file itself (a page's action cannot: React Router reads
// what an action returns as the page's data). Anyone else, administrators included, gets the 404 of an unknown id;
// an offer that is not accepted, or whose listing was deleted, a 409 that says so.

export const handle: MessagesHandle = { messages: ["handover"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const access = await findBillOfSale(getServices(context).db, params.id, user.id);
  if (!access) throw data(null, { status: 404 });
  const translator = requestTranslator(request);
  const { t, locale } = translator;
  if (access.state !== "ready") {
    const { state, conversationId } = access;
    const metaTitle = `${t("handover.billOfSale.heading")} | Roamstead`;
    return data({ state, conversationId, metaTitle, deal: null }, { status: 409 });
  }
  const { deal } = access;
  const { camper } = deal;
  const name = camperName(camper);
  const { vin, odometer } = camperIdentity(camper, translator);
  const region = deal.buyerRegionCode ? regionOfCode(deal.buyerRegionCode) : null;
  return {
    state: "ready" as const,
    conversationId: deal.conversationId,
    metaTitle: t("handover.billOfSale.metaTitle", { title: name }),
    deal: {
      offerId: deal.offerId,
      lead: t("handover.billOfSale.lead", {
        title: name,
        date: formatLocaleDate(deal.acceptedAt, locale, "long"),
      }),
      facts: [
        { label: t("handover.billOfSale.camper"), value: name },
        { label: t("handover.pdf.vin"), value: vin },
        { label: t("handover.pdf.odometer"), value: odometer },
        { label: t("handover.billOfSale.price"), value: formatMoney(deal.amountCents, deal.currency, locale) },
      ],
      sellerName: deal.seller.chosenName ?? "",
      buyerName: deal.buyer.chosenName ?? "",
      checklist: region
        ? {
            href: `/handover?region=${region.code}`,
            text: t("handover.billOfSale.checklistInRegion", { inRegion: inRegion(t, region) }),
          }
        : { href: "/handover", text: t("handover.billOfSale.checklist") },
    },
  };
}

export default function BillOfSale({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { deal, conversationId } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-pine-800">
        {deal ? t("handover.billOfSale.heading") : t("handover.billOfSale.notReadyHeading")}
      </h1>
      {deal ? (
        <BillOfSaleForm deal={deal} />
      ) : (
        <p className="text-ink">
          {loaderData.state === "listingGone"
            ? t("handover.billOfSale.listingGone")
            : t("handover.billOfSale.notAccepted")}
        </p>
      )}
      <p className="mt-8">
        <Link to={`/inbox/${conversationId}`} className="font-semibold text-pine-700 underline">
          {t("handover.billOfSale.backToConversation")}
        </Link>
      </p>
    </section>
  );
}

type Deal = NonNullable<Route.ComponentProps["loaderData"]["deal"]>;
const nameFields = ["sellerName", "buyerName"] as const;
type NameField = (typeof nameFields)[number];

/**
 * The two names and the download. A plain form (no client navigation: the answer is a file the browser saves); once
 * the page's script runs, a name the bill of sale cannot carry is said beside its field before anything is sent.
 */
function BillOfSaleForm({ deal }: { deal: Deal }) {
  const { t } = useTranslator();
  const action = useHref(`/offers/${deal.offerId}/bill-of-sale.pdf`);
  const [errors, setErrors] = useState<Partial<Record<NameField, string>>>({});
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found: Partial<Record<NameField, string>> = {};
    for (const field of nameFields) {
      const problem = partyNameProblem(String(form.get(field) ?? "").trim());
      if (problem) found[field] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  return (
    <>
      <p className="text-lg text-ink">{deal.lead}</p>
      <h2 className="mt-8 text-xl font-semibold text-ink">{t("handover.billOfSale.camperHeading")}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {deal.facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="font-semibold text-ink">{fact.label}</dt>
            <dd className="text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <form method="post" action={action} onSubmit={check} className="mt-8 space-y-5">
        <h2 className="text-xl font-semibold text-ink">{t("handover.billOfSale.namesHeading")}</h2>
        {errors.sellerName || errors.buyerName ? (
          <Alert tone="error">{t("handover.billOfSale.checkNames")}</Alert>
        ) : null}
        {nameFields.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`handover.billOfSale.${field}`)}
            hint={t("handover.billOfSale.nameHint")}
            defaultValue={deal[field]}
            error={errors[field]}
            autoComplete="off"
            maxLength={maxPartyNameLength}
            required
          />
        ))}
        <p className="text-ink-muted">{t("handover.billOfSale.whatItHolds")}</p>
        <Button type="submit">{t("handover.billOfSale.download")}</Button>
        <p className="text-sm text-ink-muted">{t("handover.billOfSale.nothingKept")}</p>
      </form>
      <p className="mt-8">
        <Link to={deal.checklist.href} className="font-semibold text-pine-700 underline">
          {deal.checklist.text}
        </Link>
      </p>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.metaTitle }] : []), { name: "robots", content: "noindex" }];
}
