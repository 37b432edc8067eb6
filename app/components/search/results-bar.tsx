import type { RefObject } from "react";
import { Form, Link, useSubmit } from "react-router";
import { ListOrMapToggle } from "#app/components/map/list-or-map-toggle.tsx";
import { inputClassName } from "#app/components/ui/labelled-field.tsx";
import { type ActiveFilter, campersCount, withoutFilter, withoutFilters } from "#app/modules/search/active-filters.ts";
import { sortByOptions } from "#app/modules/search/search-params.ts";
import type { SearchCount } from "./filter-sheet.tsx";

export interface ResultsBarProps {
  params: URLSearchParams;
  isMap: boolean;
  /** The search's count; null when it is not known (a bad filter, a failed load). */
  count: SearchCount | null;
  /** A radius search's place, as the geocoder names it, and its radius. */
  radius: { place: string; miles: number } | null;
  filters: readonly ActiveFilter[];
  opener: RefObject<HTMLAnchorElement | null>;
  onOpenFilters(): void;
}

const barButton =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 font-semibold text-ink shadow-sm hover:bg-sand-100";

/**
 * The results bar (docs/product/browse-and-search.md, Results bar and chips): the count, 'Filters', the sort,
 * 'List' / 'Map', and a chip per filter in use.
 */
export function ResultsBar({ params, isMap, count, radius, filters, opener, onOpenFilters }: ResultsBarProps) {
  return (
    <div className="mt-3">
      {count ? (
        <h2 className="text-lg font-bold text-ink sm:text-xl" aria-live="polite">
          {campersCount(count.count, count.isCapped)}
          {radius ? ` within ${radius.miles} mi of ${radius.place}` : null}
        </h2>
      ) : (
        <h2 className="sr-only">Listings</h2>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
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
          Filters
          {filters.length > 0 ? (
            <span className="rounded-full bg-pine-700 px-2 text-sm text-white">
              <span className="sr-only">(</span>
              {filters.length}
              <span className="sr-only"> in use)</span>
            </span>
          ) : null}
        </Link>
        <SortForm params={params} />
        <div className="ml-auto [&>nav]:mt-0">
          <ListOrMapToggle params={params} isMap={isMap} />
        </div>
      </div>
      {filters.length > 0 ? <FilterChips params={params} filters={filters} /> : null}
    </div>
  );
}

/** 'Sort results': applies at once with JavaScript; without it, 'Sort' applies it, the other parameters kept. */
function SortForm({ params }: { params: URLSearchParams }) {
  const submit = useSubmit();
  const kept = [...params].filter(([name]) => !["sortBy", "sort", "cursor", "submitted", "saved"].includes(name));
  const sortBy = params.get("sortBy") || params.get("sort") || "newest";
  return (
    <Form method="get" action="/listings" className="flex items-center gap-2">
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <select
        key={sortBy}
        name="sortBy"
        aria-label="Sort results"
        defaultValue={sortBy}
        onChange={(event) => submit(event.currentTarget.form, { method: "get", action: "/listings" })}
        className={`${inputClassName} mt-0 w-auto max-w-56 rounded-full`}
      >
        {sortByOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className={`${barButton} [html[data-hydrated]_&]:hidden`}>
        Sort
      </button>
    </Form>
  );
}

/** A chip per filter in use, each a link without it, and 'Clear all'. */
function FilterChips({ params, filters }: { params: URLSearchParams; filters: readonly ActiveFilter[] }) {
  const href = (search: URLSearchParams) => (search.size > 0 ? `/listings?${search}` : "/listings");
  return (
    <ul aria-label="Filters in use" className="mt-3 flex flex-wrap items-center gap-2">
      {filters.map((filter) => (
        <li key={filter.key}>
          <Link
            to={href(withoutFilter(params, filter))}
            aria-label={`Remove filter: ${filter.label}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-pine-50 px-3 text-sm font-semibold text-pine-900 ring-1 ring-pine-100 hover:bg-pine-100"
          >
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
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-pine-800 underline"
        >
          Clear all
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
