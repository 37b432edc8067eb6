import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { listHref, mapHref } from "#app/modules/map/map-links.ts";

/** 'List' / 'Map': the same search either way, every parameter kept (docs/product/map.md). */
export function ListOrMapToggle({ params, isMap }: { params: URLSearchParams; isMap: boolean }) {
  const { t } = useTranslator();
  const className = (isActive: boolean) =>
    `inline-flex min-h-11 items-center px-4 font-semibold ${isActive ? "bg-pine-700 text-white" : "bg-white text-pine-800 hover:bg-sand-100"}`;
  return (
    <nav aria-label={t("map.toggle.label")} className="mt-6 flex">
      <div className="inline-flex overflow-hidden rounded-md border border-pine-700">
        <Link to={listHref(params)} aria-current={isMap ? undefined : "page"} className={className(!isMap)}>
          {t("map.toggle.list")}
        </Link>
        <Link to={mapHref(params)} aria-current={isMap ? "page" : undefined} className={className(isMap)}>
          {t("map.toggle.map")}
        </Link>
      </div>
    </nav>
  );
}
