import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { useVisitorMoney } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { LocationField } from "#app/components/listings/location-field.tsx";
import { keepFocusInside } from "#app/components/listings/use-modal-dialog.ts";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { distanceInPageUnit } from "#app/modules/listings/odometer.ts";
import { campersCount, withoutFilters } from "#app/modules/search/active-filters.ts";
import { radiusMilesOptions, type SearchParamName, sortByOptionsIn } from "#app/modules/search/search-params.ts";
import { vehicleTypeOptionsIn } from "#app/modules/search/vehicle-types.ts";
import { CamperFeatureFields, type FeatureCount } from "./camper-feature-toggles.tsx";
import { FlagFilterField, type FlagFilterFieldProps } from "./flag-filter-field.tsx";
import { MoreFilters } from "./more-filters.tsx";

export interface SearchCount {
  count: number;
  isCapped: boolean;
}

export interface FilterSheetProps {
  /** The current URL parameters, so the sheet shows the search that produced the results. */
  values: URLSearchParams;
  errors?: Partial<Record<SearchParamName, string>>;
  /** Parameters a search and Clear keep as they are (the map's `view` and area, docs/product/map.md). */
  keptParams?: Readonly<Record<string, string>>;
  /** The current search's count; null when it is not known (a bad filter, a failed load). */
  count: SearchCount | null;
  /** Each camper feature's count with it added; empty when not known (the map view). */
  featureCounts: readonly FeatureCount[];
  /** Open as a modal dialog (JavaScript); without JavaScript the sheet shows while the URL's hash is #filters. */
  isOpen: boolean;
  onClose(): void;
  /** The 'Filters' control, which gets focus back when the sheet closes. */
  opener: RefObject<HTMLAnchorElement | null>;
}

const priceInput = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;
/** How long typing pauses before the count is asked for. */
const countDelayMs = 300;

/**
 * The filled fields of a form, as a search's URL holds them (no `make=&model=&…`): the default order is no filter,
 * and the prices' currency says something only beside a price, in Canadian dollars (US dollars are the default).
 */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const filled = new URLSearchParams();
  const data = new FormData(form);
  const hasPrice = ["minPrice", "maxPrice"].some((name) => String(data.get(name) ?? "").trim() !== "");
  for (const [name, field] of data) {
    const isDefaultOrder = name === "sortBy" && field === "newest";
    const isIdleCurrency = name === "currency" && (!hasPrice || field === "USD");
    if (typeof field === "string" && field.trim() !== "" && !isDefaultOrder && !isIdleCurrency) {
      filled.append(name, field);
    }
  }
  return filled;
}

/**
 * The filter panel's fields in a sheet (docs/product/browse-and-search.md, Results bar and chips): a GET form
 * whose sticky 'Show N campers' counts as the fields change. Without JavaScript it is the #filters target.
 */
/** 'Clean title', 'No lien', 'Inspected in the last 12 months' (docs/product/vin-and-paperwork.md). */
const paperworkFlags = [
  { name: "title", value: "clean", label: "search.filters.cleanTitle" },
  { name: "no_lien", value: "1", label: "search.filters.noLien" },
  { name: "inspected", value: "1", label: "search.filters.inspected" },
] as const satisfies readonly Pick<FlagFilterFieldProps, "name" | "value" | "label">[];

export function FilterSheet({
  values,
  errors = {},
  keptParams = {},
  count,
  featureCounts,
  isOpen,
  onClose,
  opener,
}: FilterSheetProps) {
  const { t, locale } = useTranslator();
  // Price bounds are typed in the visitor's currency unless the address names another (the search converts them).
  const { currency: visitorCurrency } = useVisitorMoney();
  const value = (name: SearchParamName) => values.get(name) ?? "";
  const fieldProps = (name: SearchParamName) => ({ name, defaultValue: value(name), error: errors[name] });
  const submit = useSubmit();
  const sheetRef = useRef<HTMLDivElement>(null);
  const [liveCount, setLiveCount] = useState<SearchCount | null>(count);
  const countRequest = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const hasErrors = Object.values(errors).some(Boolean);
  // A new search's count replaces what the sheet counted.
  const formKey = values.toString();
  const [countedFor, setCountedFor] = useState(formKey);
  if (countedFor !== formKey) {
    setCountedFor(formKey);
    setLiveCount(count);
  }

  const askCount = (form: HTMLFormElement) => {
    const pending = countRequest.current;
    clearTimeout(pending.timer);
    pending.timer = setTimeout(async () => {
      pending.controller?.abort();
      const controller = new AbortController();
      pending.controller = controller;
      try {
        const response = await fetch(`/api/listings/count?${filledFields(form)}`, { signal: controller.signal });
        const body = (await response.json()) as { count?: number | null; isCapped?: boolean };
        if (controller.signal.aborted) return;
        setLiveCount(
          response.ok && typeof body.count === "number"
            ? { count: body.count, isCapped: body.isCapped === true }
            : null,
        );
      } catch {
        // An aborted or failed count leaves the button without a number; the search itself still works.
        if (!controller.signal.aborted) setLiveCount(null);
      }
    }, countDelayMs);
  };
  useEffect(() => {
    const pending = countRequest.current;
    return () => {
      clearTimeout(pending.timer);
      pending.controller?.abort();
    };
  }, []);

  // The modal: focus moves in, the page behind does not scroll, focus goes back to 'Filters' on closing.
  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    sheetRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const openerElement = opener.current;
    return () => {
      root.style.overflow = previous;
      openerElement?.focus();
    };
  }, [isOpen, opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isOpen) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === "Tab") keepFocusInside(event, shownControls);
  };

  const submitFilledFields = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(filledFields(event.currentTarget), { method: "get", action: "/listings" });
    onClose();
  };
  const cleared = withoutFilters(values).toString();
  const clearAll = cleared ? `/listings?${cleared}` : "/listings";
  const isShown = isOpen || hasErrors;
  const showLabel = liveCount
    ? t("search.filters.show", { campers: campersCount(t, liveCount.count, liveCount.isCapped) })
    : t("search.filters.showCampers");
  const radiusOptions = radiusMilesOptions.map((miles) => ({
    value: miles,
    label: t("search.filters.radiusOption", { distance: distanceInPageUnit(miles, locale) }),
  }));

  return (
    <div
      id="filters"
      ref={sheetRef}
      {...(isOpen ? { role: "dialog", "aria-modal": true, "aria-labelledby": "filters-title" } : {})}
      className={`${isShown ? "flex" : "hidden"} fixed inset-0 z-50 justify-end bg-ink/50 target:flex`}
    >
      {/* The backdrop closes the sheet, as Escape and 'Close' do. */}
      <Link
        to="#results"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden flex-1 sm:block"
        onClick={(event) => {
          event.preventDefault();
          onClose();
        }}
      />
      <Form
        key={formKey}
        method="get"
        action="/listings"
        onSubmit={submitFilledFields}
        onChange={(event) => askCount(event.currentTarget)}
        onKeyDown={onKeyDown}
        aria-label={t("search.filters.label")}
        className="flex h-full w-full flex-col bg-white shadow-xl sm:max-w-xl"
      >
        <div className="flex items-center justify-between border-b border-sand-200 px-4 py-2 sm:px-6">
          <h2 id="filters-title" className="text-lg font-bold text-ink">
            {t("search.filters.title")}
          </h2>
          <Link
            to="#results"
            data-autofocus
            className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-pine-800 hover:bg-sand-100"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            {t("search.filters.close")}
          </Link>
        </div>
        <div className="grid flex-1 content-start gap-4 overflow-y-auto px-4 py-4 sm:grid-cols-2 sm:px-6">
          {Object.entries(keptParams).map(([name, kept]) => (
            <input key={name} type="hidden" name={name} value={kept} />
          ))}
          <SelectField
            label={t("search.filters.sortBy")}
            {...fieldProps("sortBy")}
            defaultValue={value("sortBy") || values.get("sort") || "newest"}
            options={sortByOptionsIn(t)}
            className="sm:col-span-2"
          />
          <LocationField
            label={t("search.filters.location")}
            defaultValue={value("location")}
            error={errors.location}
            placeholder={t("search.filters.locationPlaceholder")}
          />
          <SelectField
            label={t("search.filters.radius")}
            {...fieldProps("radius")}
            emptyLabel={t("search.filters.anyDistance")}
            options={radiusOptions}
          />
          <SelectField
            label={t("search.filters.vehicleType")}
            {...fieldProps("vehicleType")}
            defaultValue={value("vehicleType") || values.get("type") || ""}
            emptyLabel={t("search.filters.anyType")}
            options={vehicleTypeOptionsIn(t)}
            className="sm:col-span-2"
          />
          <TextField
            label={t("search.filters.make")}
            {...fieldProps("make")}
            type="text"
            placeholder={t("search.filters.makePlaceholder")}
          />
          <TextField
            label={t("search.filters.model")}
            {...fieldProps("model")}
            type="text"
            placeholder={t("search.filters.modelPlaceholder")}
          />
          <TextField label={t("search.filters.minPrice")} {...fieldProps("minPrice")} {...priceInput} />
          <TextField label={t("search.filters.maxPrice")} {...fieldProps("maxPrice")} {...priceInput} />
          <SelectField
            label={t("search.filters.currency")}
            {...fieldProps("currency")}
            defaultValue={value("currency") || visitorCurrency}
            options={[
              { value: "USD", label: t("search.filters.currencyUsd") },
              { value: "CAD", label: t("search.filters.currencyCad") },
            ]}
            className="sm:col-span-2"
          />
          <CamperFeatureFields
            values={values}
            counts={featureCounts}
            error={errors.feature}
            unstatedError={errors.include_unstated}
          />
          <FlagFilterField
            name="reduced"
            value="1"
            label="search.filters.reduced"
            isChecked={value("reduced") === "1"}
            error={errors.reduced}
          />
          <FlagFilterField
            name="pending"
            value="1"
            label="search.filters.pending"
            isChecked={value("pending") === "1"}
            error={errors.pending}
          />
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-ink">{t("search.filters.paperwork")}</legend>
            <div className="mt-1 grid gap-x-6 sm:grid-cols-3">
              {paperworkFlags.map((flag) => (
                <FlagFilterField
                  key={flag.name}
                  {...flag}
                  isChecked={value(flag.name) === flag.value}
                  error={errors[flag.name]}
                />
              ))}
            </div>
          </fieldset>
          <MoreFilters values={values} errors={errors} isInSheet />
          {[errors.bbox, errors.cursor].map((error) =>
            error ? (
              <p key={error} className="text-sm font-medium text-red-800 sm:col-span-2">
                {t(error as MessageId)}
              </p>
            ) : null,
          )}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-sand-200 bg-white px-4 py-3 sm:px-6">
          <Link to={clearAll} className={buttonClassName("secondary")}>
            {t("search.filters.clearAll")}
          </Link>
          <button type="submit" className={buttonClassName("primary", "flex-1 sm:flex-none")} aria-live="polite">
            {showLabel}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The sheet's fields, links and buttons that are shown (a closed 'More filters' hides its own). */
const shownControls = (root: HTMLElement) =>
  Array.from(
    root.querySelectorAll<HTMLElement>(
      "a[href]:not([tabindex='-1']), button:not([disabled]), input:not([type='hidden']), select, textarea, summary",
    ),
  ).filter((element) => element.offsetParent !== null);
