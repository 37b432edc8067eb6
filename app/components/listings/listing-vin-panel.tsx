import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { VinDecode } from "#app/db/vin-decode.ts";
import { decodedVehicleFacts, decodedVehicleName } from "#app/modules/vin/decoded-vehicle.ts";
import type { HistoryReportLink } from "#app/modules/vin/history-report.ts";

/**
 * A listing's VIN and what NHTSA's data says it is (docs/product/vin-and-paperwork.md): said plainly when the data knows
 * nothing of it, and nothing claimed when the decoder could not answer when the listing was saved.
 */
export function ListingVinPanel({
  vin,
  decode,
  historyReport = null,
}: {
  vin: string;
  decode: VinDecode | null;
  /** The operator's history report service for this VIN, if one is configured (off by default). */
  historyReport?: HistoryReportLink | null;
}) {
  const { t } = useTranslator();
  return (
    <div className="space-y-2 rounded-xl border border-sand-200 bg-white px-4 py-3">
      <p className="text-sm font-medium text-ink-muted">{t("listings.vin.label")}</p>
      <p className="break-all font-mono text-base font-semibold tracking-wide text-ink">{vin}</p>
      {decode?.found ? (
        <p className="text-sm text-ink">
          {t("listings.vin.decodesTo", { vehicle: decodedVehicleName(decode) })}
          {decodedVehicleFacts(decode).length > 0 ? ` · ${decodedVehicleFacts(decode).join(" · ")}` : ""}
        </p>
      ) : null}
      {decode?.found === false ? <p className="text-sm text-ink">{t("listings.vin.notFound")}</p> : null}
      {historyReport ? (
        <p className="text-sm">
          <a
            href={historyReport.url}
            rel="nofollow noopener noreferrer"
            className="font-semibold text-pine-700 underline hover:text-pine-800"
          >
            {t("listings.vin.historyReport", { service: historyReport.name })}
          </a>
        </p>
      ) : null}
      <p className="text-sm">
        <Link to="/checking-paperwork" className="font-semibold text-pine-700 underline hover:text-pine-800">
          {t("listings.vin.howToCheck")}
        </Link>
      </p>
    </div>
  );
}
