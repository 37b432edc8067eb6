import { Form, Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { articleLinkClass } from "#app/components/layout/article-section.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { inputClassName } from "#app/components/ui/labelled-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import type { CountryCode } from "#app/modules/geo/regions.ts";
import { handoverChecklist } from "#app/modules/handover/handover-checklist.ts";
import { handoverQuerySchema } from "#app/modules/handover/handover-query.schema.ts";
import { handoverRulesWrittenOn } from "#app/modules/handover/handover-regions.ts";
import { ownRegion } from "#app/modules/handover/own-region.server.ts";
import { regionOfCode } from "#app/modules/handover/region-of-place.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { inRegion } from "#app/modules/landing-pages/landing-page-catalog.ts";
import { regionsByName } from "#app/modules/landing-pages/regions-by-name.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/handover-checklist";

// /handover[?region=XX] (docs/product/making-the-deal.md, "Bill of sale and handover"): what a private sale of a
// camper takes in a state or province, each step with the government's page and 'Verify with your licensing
// office.'. Without a region, the signed-in visitor's own (their profile's place) when it names one; else a choice.
// The same for every visitor of an address, so shared caches may keep it (a signed-in answer is private anyway).

export const handle: MessagesHandle = { messages: ["handover"] };

export function headers() {
  return { "Cache-Control": "public, max-age=3600" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const translator = requestTranslator(request);
  const { t, locale } = translator;
  const query = readQuery(request, handoverQuerySchema);
  const asked = query.ok && query.data.region ? regionOfCode(query.data.region) : null;
  const viewer = query.ok && !asked ? await getCurrentUser(request, context) : null;
  const region = asked ?? (viewer ? await ownRegion(getServices(context).db, viewer.id) : null);
  const checklist = region ? handoverChecklist(region, translator) : null;
  const where = region ? inRegion(t, region) : "";
  const body = {
    title: region ? t("handover.checklist.regionMetaTitle", { inRegion: where }) : t("handover.checklist.metaTitle"),
    description: t("handover.checklist.description"),
    heading: region ? t("handover.checklist.regionHeading", { inRegion: where }) : t("handover.checklist.heading"),
    caveat: t("handover.checklist.caveat", { date: formatLocaleDate(handoverRulesWrittenOn, locale, "long") }),
    regionChoices: regionChoices(translator),
    selected: region?.code ?? "",
    checklist,
  };
  return query.ok ? { ...body, queryFailure: null } : pageWithQueryFailure(query.failure, body);
}

/** The states (and the District), then the provinces and territories, each by name in the page's language. */
function regionChoices(translator: Translator) {
  const inCountry = (country: CountryCode) =>
    regionsByName(country, translator).map(({ code, name }) => ({ value: code, label: name }));
  return { unitedStates: inCountry("US"), canada: inCountry("CA") };
}

export default function HandoverChecklist({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { checklist, regionChoices, queryFailure } = loaderData;
  const regionError = queryFailure?.fieldErrors?.region;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-pine-800">{loaderData.heading}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink">{t("handover.checklist.intro")}</p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="handover-region" className="block text-sm font-semibold text-ink">
            {t("handover.checklist.regionLabel")}
          </label>
          <select
            id="handover-region"
            name="region"
            defaultValue={loaderData.selected}
            className={inputClassName}
            aria-invalid={regionError ? true : undefined}
            aria-describedby={regionError ? "handover-region-error" : undefined}
            required
          >
            <option value="">{t("handover.checklist.chooseRegion")}</option>
            <optgroup label={t("handover.checklist.unitedStates")}>
              {regionChoices.unitedStates.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("handover.checklist.canada")}>
              {regionChoices.canada.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <Button type="submit">{t("handover.checklist.show")}</Button>
      </Form>
      {regionError ? (
        <div id="handover-region-error" className="mt-4">
          <Alert tone="error">{regionError}</Alert>
        </div>
      ) : null}

      {checklist ? (
        <ol className="mt-10 list-decimal space-y-5 pl-6 leading-relaxed text-ink">
          {checklist.lines.map((line) => (
            <li key={line.step}>
              <p>{line.text}</p>
              <p className="mt-1">
                <a href={line.href} rel="noopener noreferrer" className={articleLinkClass}>
                  {line.linkText}
                </a>
              </p>
              <p className="mt-1 text-sm text-ink-muted">{t("handover.checklist.verify")}</p>
            </li>
          ))}
        </ol>
      ) : null}

      <p className="mt-10">
        <Link to="/checking-paperwork" className={articleLinkClass}>
          {t("handover.checklist.checkPaperwork")}
        </Link>
      </p>
      <p className="mt-6 text-sm text-ink-muted">{loaderData.caveat}</p>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "description", content: loaderData.description }];
}
