import type { FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { useVisitorMoney } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { LocationField } from "#app/components/listings/location-field.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { SearchParamName } from "#app/modules/search/search-params.ts";
import { vehicleTypeOptionsIn } from "#app/modules/search/vehicle-types.ts";

/** Where the home search leads: the results page, with the parameters it reads. */
const resultsPath = "/listings";
/** A place searches this far around it (docs/product/browse-and-search.md, Home search). */
export const homeSearchRadiusMiles = 200;
/** 'Up to $…' choices of Budget, in dollars. */
export const homeBudgetDollars = [20_000, 30_000, 40_000, 60_000, 80_000, 100_000, 150_000] as const;

export interface HomeSearchProps {
  /** The current URL parameters (a search linked to `/?…`), so the fields show it. */
  values: URLSearchParams;
  errors?: Partial<Record<SearchParamName, string>>;
  /** Shown under the button; describes the form. */
  note?: string;
}

/**
 * The home page's short search (what · where · budget): a GET form to /listings, so it works without
 * JavaScript; with it, the URL keeps only the filled fields (and the radius only with a place).
 */
export function HomeSearch({ values, errors = {}, note }: HomeSearchProps) {
  const { t, locale } = useTranslator();
  const submit = useSubmit();
  // Budgets in the currency the address names, else the visitor's (docs/product/currencies-and-units.md).
  const { currency: visitorCurrency } = useVisitorMoney();
  const currency = values.get("currency") === "CAD" ? "CAD" : values.has("maxPrice") ? "USD" : visitorCurrency;
  const budgetOption = (dollars: number) => ({
    value: dollars,
    label: t("search.home.search.upTo", { price: formatMoney(dollars * 100, currency, locale) }),
  });
  const value = (name: SearchParamName) => values.get(name) ?? "";
  const maxPrice = Number(value("maxPrice"));
  const budgets: number[] = [...homeBudgetDollars];
  // A budget linked from elsewhere that is not one of the choices still shows as it is.
  if (Number.isInteger(maxPrice) && maxPrice > 0 && !budgets.includes(maxPrice)) {
    budgets.push(maxPrice);
    budgets.sort((a, b) => a - b);
  }
  const submitFilledFields = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filled = new URLSearchParams();
    for (const [name, field] of new FormData(event.currentTarget)) {
      if (typeof field === "string" && field.trim() !== "") filled.append(name, field);
    }
    if (!filled.has("location")) filled.delete("radius");
    if (!filled.has("maxPrice") || filled.get("currency") === "USD") filled.delete("currency");
    submit(filled, { method: "get", action: resultsPath });
  };
  return (
    <Form
      key={values.toString()}
      method="get"
      action={resultsPath}
      onSubmit={submitFilledFields}
      aria-label={t("search.filters.label")}
      aria-describedby={note ? "home-search-note" : undefined}
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-ink shadow-lg sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] sm:items-start sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <SelectField
        label={t("search.home.search.what")}
        name="vehicleType"
        defaultValue={value("vehicleType")}
        error={errors.vehicleType}
        emptyLabel={t("search.home.search.anyCamper")}
        options={vehicleTypeOptionsIn(t)}
      />
      <div className="col-span-2 row-start-1 sm:col-span-1 sm:row-start-auto lg:col-span-3 lg:row-start-1">
        <LocationField
          label={t("search.home.search.where")}
          defaultValue={value("location")}
          error={errors.location ?? errors.radius}
          placeholder={t("search.filters.locationPlaceholder")}
        />
      </div>
      <input type="hidden" name="radius" value={value("radius") || String(homeSearchRadiusMiles)} />
      <input type="hidden" name="currency" value={currency} />
      <SelectField
        label={t("search.home.search.budget")}
        name="maxPrice"
        defaultValue={Number.isInteger(maxPrice) && maxPrice > 0 ? String(maxPrice) : ""}
        error={errors.maxPrice}
        emptyLabel={t("search.home.search.anyBudget")}
        options={budgets.map(budgetOption)}
      />
      <button type="submit" className={buttonClassName("primary", "col-span-2 sm:col-span-1 sm:mt-6")}>
        {t("search.home.search.submit")}
      </button>
      {note ? (
        <p id="home-search-note" className="col-span-2 text-sm text-ink-muted sm:col-span-4 lg:col-span-3">
          {note}
        </p>
      ) : null}
    </Form>
  );
}
