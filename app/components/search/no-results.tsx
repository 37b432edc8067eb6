import { Link } from "react-router";
import { campersCount } from "#app/modules/search/active-filters.ts";

export interface WiderSearchLink {
  label: string;
  search: string;
  count: number;
  isCapped: boolean;
}

export interface NoResultsProps {
  /** The place the geocoder did not know, when that is why nothing was found. */
  unknownPlace: string | null;
  widerSearches: readonly WiderSearchLink[];
}

/** 'No listings found.', and what to do about it (docs/product/browse-and-search.md, Nothing found). */
export function NoResults({ unknownPlace, widerSearches }: NoResultsProps) {
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <p className="text-lg font-semibold text-ink">No listings found.</p>
      {unknownPlace ? (
        <p className="mt-2 text-ink">
          We couldn’t find “{unknownPlace}”. Check the spelling, or try a city with its state (Denver, CO) or a ZIP
          code.
        </p>
      ) : null}
      {widerSearches.length > 0 ? (
        <>
          <p className="mt-4 font-semibold text-ink">Try a wider search:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {widerSearches.map((wider) => (
              <li key={wider.search}>
                <Link
                  to={`/listings?${wider.search}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-pine-700 px-4 text-sm font-semibold text-pine-800 hover:bg-pine-50"
                >
                  {wider.label} ({campersCount(wider.count, wider.isCapped)})
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 text-sm text-ink-muted">
        Save this search and we’ll let you know when a camper that matches is listed.
      </p>
    </div>
  );
}
