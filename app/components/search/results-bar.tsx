import type { RefObject } from "react";
import { Form, Link, useSubmit } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListOrMapToggle } from "#app/components/map/list-or-map-toggle.tsx";
import { type ActiveFilter, campersCount, withoutFilter, withoutFilters } from "#app/modules/search/active-filters.ts";
import { sortByOptionsIn } from "#app/modules/search/search-params.ts";
import { type FeatureCount, QuickFeatureLinks } from "./camper-feature-toggles.tsx";
import type { SearchCount } from "./filter-sheet.tsx";

export interface ResultsBarProps {
  params: URLSearchParams;
  isMap: boolean;
  /** The search's count; null when it is not known (a bad filter, a failed load). */
  count: SearchCount | null;
  /** A radius search's place, as the geocoder names it, and its radius. */
  radius: { place: string; miles: number } | null;
  filters: readonly ActiveFilter[];
  /** Each camper feature's count with it added: the one-tap features under the bar. */
  featureCounts: readonly FeatureCount[];
  opener: RefObject<HTMLAnchorElement | null>;
  onOpenFilters(): void;
}

const barButton =
  "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-sand-300 bg-white px-3 font-semibold text-ink shadow-sm hover:bg-sand-100 sm:px-4";
const sortSelect =
  "block min-h-11 w-32 min-w-0 rounded-full border border-sand-300 bg-white px-3 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 sm:w-auto";

/**
 * The results bar (docs/product/browse-and-search.md, Results bar and chips): the count, 'Filters', the sort,
 * 'List' / 'Map', a chip per filter in use, and the camper features to add in one tap.
 */
export function ResultsBar({
  params,
  isMap,
  count,
  radius,
  filters,
  featureCounts,
  opener,
  onOpenFilters,
}: ResultsBarProps) {
  const { t } = useTranslator();
  const campers = count ? campersCount(t, count.count, count.isCapped) : "";
  return (
    <div className="mt-3">
      {count ? (
        <h2 className="text-lg font-bold text-ink sm:text-xl" aria-live="polite">
          {radius ? t("search.results.countNear", { campers, miles: radius.miles, place: radius.place }) : campers}
        </h2>
      ) : (
        <h2 className="sr-only">{t("search.results.listings")}</h2>
      )}
      <div className="mt-2 flex items-center gap-2">
        <Link
          ref={opener}
          to={{ search: `?${params}`, hash: "filters" }}
          preventScrollReset
          className={barButton}
          onClick={(event) => {
            event.preventDefault();
            onOpenFilters();
          }}
        >
          <FiltersIcon />
          {t("search.filters.title")}
          {filters.length > 0 ? (
            <span className="rounded-full bg-pine-700 px-2 text-sm text-white">
              <span className="sr-only">(</span>
              {filters.length}
              <span className="sr-only"> {t("search.results.inUse")})</span>
            </span>
          ) : null}
        </Link>
        <SortForm params={params} />
        <div className="ml-auto shrink-0 [&>nav]:mt-0 [&_a]:px-3 sm:[&_a]:px-4">
          <ListOrMapToggle params={params} isMap={isMap} />
        </div>
      </div>
      {filters.length > 0 ? <FilterChips params={params} filters={filters} /> : null}
      <QuickFeatureLinks params={params} counts={featureCounts} />
    </div>
  );
}

/** 'Sort results': applies at once with JavaScript; without it, 'Sort' applies it, the other parameters kept. */
function SortForm({ params }: { params: URLSearchParams }) {
  const { t } = useTranslator();
  const submit = useSubmit();
  const kept = [...params].filter(([name]) => !["sortBy", "sort", "cursor", "submitted", "saved"].includes(name));
  const sortBy = params.get("sortBy") || params.get("sort") || "newest";
  return (
    <Form method="get" action="/listings" className="flex min-w-0 items-center gap-2">
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <select
        key={sortBy}
        name="sortBy"
        aria-label={t("search.results.sortLabel")}
        defaultValue={sortBy}
        onChange={(event) => submit(event.currentTarget.form, { method: "get", action: "/listings" })}
        className={sortSelect}
      >
        {sortByOptionsIn(t).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className={`${barButton} [html[data-hydrated]_&]:hidden`}>
        {t("search.results.sort")}
      </button>
    </Form>
  );
}

/** A chip per filter in use, each a link without it, and 'Clear all'. */
function FilterChips({ params, filters }: { params: URLSearchParams; filters: readonly ActiveFilter[] }) {
  const { t } = useTranslator();
  const href = (search: URLSearchParams) => (search.size > 0 ? `/listings?${search}` : "/listings");
  return (
    <ul
      aria-label={t("search.results.chipsLabel")}
      className="relative -mx-4 mt-3 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {filters.map((filter) => (
        <li key={filter.key}>
          <Link
            to={href(withoutFilter(params, filter))}
            className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full bg-pine-50 px-3 text-sm font-semibold text-pine-900 ring-1 ring-pine-100 hover:bg-pine-100"
          >
            <span className="sr-only">{t("search.results.removeFilter")} </span>
            {filter.label}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={href(withoutFilters(params))}
          className="inline-flex min-h-11 items-center whitespace-nowrap px-2 text-sm font-semibold text-pine-800 underline"
        >
          {t("search.filters.clearAll")}
        </Link>
      </li>
    </ul>
  );
}

function FiltersIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
    </svg>
  );
}
