import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
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
  const { t } = useTranslator();
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <p className="text-lg font-semibold text-ink">{t("search.noResults.heading")}</p>
      {unknownPlace ? (
        <p className="mt-2 text-ink">{t("search.noResults.unknownPlace", { place: unknownPlace })}</p>
      ) : null}
      {widerSearches.length > 0 ? (
        <>
          <p className="mt-4 font-semibold text-ink">{t("search.noResults.wider")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {widerSearches.map((wider) => (
              <li key={wider.search}>
                <Link
                  to={`/listings?${wider.search}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-pine-700 px-4 text-sm font-semibold text-pine-800 hover:bg-pine-50"
                >
                  {t("search.noResults.widerLink", {
                    label: wider.label,
                    campers: campersCount(t, wider.count, wider.isCapped),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 text-sm text-ink-muted">{t("search.noResults.saveHint")}</p>
    </div>
  );
}
