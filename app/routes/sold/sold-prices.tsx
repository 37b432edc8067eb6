import { Form, Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { SoldPriceCard } from "#app/components/sold/sold-price-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { regions } from "#app/modules/geo/regions.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { regionName } from "#app/modules/landing-pages/landing-page-catalog.ts";
import { listingLimits } from "#app/modules/listings/listing-form-rules.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { pageWithQueryFailure } from "#app/modules/platform/reply.server.ts";
import { vehicleTypeOptionsIn } from "#app/modules/search/vehicle-types.ts";
import { listSoldPrices } from "#app/modules/sold/list-sold-prices.server.ts";
import { soldPricesFilterNames, soldPricesQuerySchema } from "#app/modules/sold/sold-prices.schema.ts";
import type { Route } from "./+types/sold-prices";

// /sold (and /fr/sold): the sold campers whose sellers published the price, newest sale first, 24 a page, searchable
// by type, make, year and state or province (docs/product/making-the-deal.md, "Sold prices").

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["sold", "search", "listings", "landing-pages"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = requestTranslator(request);
  const meta = { title: t("sold.page.title"), description: t("sold.page.description") };
  const query = readQuery(request, soldPricesQuerySchema);
  if (!query.ok) {
    return pageWithQueryFailure(query.failure, { meta, page: null, filters: query.values, isFirstPage: true });
  }
  const { cursor, ...filters } = query.data;
  const page = await listSoldPrices({ db: getServices(context).db, filters, cursor });
  return { meta, page, filters: query.values, isFirstPage: cursor === undefined, queryFailure: null };
}

export default function SoldPrices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { page, filters, isFirstPage } = loaderData;
  const queryFailure: FormReply | null = loaderData.queryFailure;
  const filtered = filterParams(filters);
  const hasFilters = filtered.size > 0;
  const withCursor = (cursor: string | null) => {
    const params = new URLSearchParams(filtered);
    if (cursor) params.set("cursor", cursor);
    const search = params.toString();
    return search ? `/sold?${search}` : "/sold";
  };
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("sold.page.heading")}</h1>
      <p className="mt-2 max-w-3xl text-lg text-ink-muted">
        {t("sold.page.lead")}{" "}
        <Link to="/deal-rating" className="font-semibold text-pine-700 underline hover:text-pine-800">
          {t("sold.page.howWeRate")}
        </Link>
      </p>

      <SoldPricesFilters values={queryFailure?.values ?? filters} errors={queryFailure?.fieldErrors ?? {}} />
      {hasFilters ? (
        <p className="mt-2">
          <PageLink to="/sold">{t("sold.filter.clear")}</PageLink>
        </p>
      ) : null}

      {queryFailure?.message && !soldPricesFilterNames.some((name) => queryFailure.fieldErrors?.[name]) ? (
        <div className="mt-6">
          <Alert tone="error">{queryFailure.message}</Alert>
        </div>
      ) : null}

      {page ? (
        <section aria-labelledby="sold-results-heading" className="mt-8">
          <h2 id="sold-results-heading" className="sr-only">
            {t("sold.page.results")}
          </h2>
          {page.cards.length === 0 ? (
            <p className="text-ink-muted">{t(hasFilters ? "sold.page.none" : "sold.page.noneAtAll")}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.cards.map((card, position) => (
                <li key={card.id}>
                  <SoldPriceCard card={card} isAboveFold={isFirstPage && position < 3} />
                </li>
              ))}
            </ul>
          )}
          {isFirstPage && !page.nextCursor ? null : (
            <nav className="mt-8 flex flex-wrap justify-between gap-4" aria-label={t("sold.page.pages")}>
              {isFirstPage ? <span /> : <PageLink to={withCursor(null)}>{t("sold.page.newest")}</PageLink>}
              {page.nextCursor ? <PageLink to={withCursor(page.nextCursor)}>{t("sold.page.more")}</PageLink> : null}
            </nav>
          )}
        </section>
      ) : null}
    </section>
  );
}

/** The filters as the address carries them, without the page's cursor. */
function filterParams(values: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of soldPricesFilterNames) {
    const value = submittedValue({ ok: true, values }, name);
    if (value) params.set(name, value);
  }
  return params;
}

/** The search form: a GET form to this page, so it works before JavaScript and its address can be shared. */
function SoldPricesFilters({
  values,
  errors,
}: {
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslator();
  const value = (name: string) => submittedValue({ ok: true, values }, name) ?? "";
  const regionOptions = regions.map((region) => ({ value: region.code, label: regionName(t, region) }));
  return (
    <Form method="get" role="search" aria-labelledby="sold-filters-heading" className="mt-8">
      <h2 id="sold-filters-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("sold.page.filtersHeading")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-start">
        <SelectField
          label={t("sold.filter.type")}
          name="vehicleType"
          emptyLabel={t("sold.filter.anyType")}
          options={vehicleTypeOptionsIn(t)}
          defaultValue={value("vehicleType")}
          error={errors.vehicleType}
        />
        <TextField
          label={t("sold.filter.make")}
          name="make"
          maxLength={listingLimits.maxTextLength}
          defaultValue={value("make")}
          error={errors.make}
        />
        <TextField
          label={t("sold.filter.minYear")}
          name="minYear"
          inputMode="numeric"
          maxLength={4}
          defaultValue={value("minYear")}
          error={errors.minYear}
        />
        <TextField
          label={t("sold.filter.maxYear")}
          name="maxYear"
          inputMode="numeric"
          maxLength={4}
          defaultValue={value("maxYear")}
          error={errors.maxYear}
        />
        <SelectField
          label={t("sold.filter.region")}
          name="region"
          emptyLabel={t("sold.filter.anyRegion")}
          options={regionOptions}
          defaultValue={value("region").toUpperCase()}
          error={errors.region}
        />
        <Button type="submit" className="lg:mt-6">
          {t("sold.filter.search")}
        </Button>
      </div>
    </Form>
  );
}

/** A link of the page's own (clearing the filters, paging), as big as a touch needs. */
function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline">
      {children}
    </Link>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.meta.title },
    { name: "description", content: loaderData.meta.description },
    // A filtered or later page is the same list seen another way: only the first, unfiltered page is for search
    // engines to keep.
    ...(loaderData.isFirstPage && filterParams(loaderData.filters).size === 0
      ? []
      : [{ name: "robots", content: "noindex, follow" }]),
  ];
}
