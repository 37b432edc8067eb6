import { useEffect } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { InventoryImportView } from "#app/modules/imports/get-inventory-import.server.ts";
import { importResultPath } from "#app/modules/imports/import-paths.ts";

/** How often the page asks again while an import is being applied. */
const refreshSeconds = 5;

/**
 * An applied import's progress: rows applied, photos fetched, what failed. While work remains the page asks for it
 * again every few seconds: with JavaScript by revalidating, without by a meta refresh the browser only reads then.
 */
export function ImportProgress({ view }: { view: Pick<InventoryImportView, "id" | "status" | "progress" | "rows"> }) {
  const { t } = useTranslator();
  const { progress } = view;
  const isWorking = view.status === "applying";
  useRevalidateWhile(isWorking);
  const hasDrafts = view.rows.some((row) => row.draftId !== null);
  return (
    <section
      aria-labelledby="progress-heading"
      className="mt-6 rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="progress-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("imports.progress.heading")}
      </h2>
      <div role="status">
        <ul className="mt-3 space-y-1 text-ink">
          <li>{t("imports.progress.rows", { applied: progress.rowsApplied, total: progress.rowsToApply })}</li>
          {progress.photos > 0 ? (
            <li>{t("imports.progress.photos", { fetched: progress.photosFetched, total: progress.photos })}</li>
          ) : null}
          {progress.photosFailed > 0 ? (
            <li>{t("imports.progress.photosFailed", { failed: progress.photosFailed })}</li>
          ) : null}
          {progress.rowsFailed > 0 ? (
            <li>{t("imports.progress.rowsFailed", { failed: progress.rowsFailed })}</li>
          ) : null}
        </ul>
      </div>
      {isWorking ? (
        <p className="mt-3 text-sm text-ink-muted">
          {t("imports.progress.working")}{" "}
          <Link to={importResultPath(view.id)} className="font-semibold text-pine-700 underline">
            {t("imports.progress.refresh")}
          </Link>
          <noscript>
            <meta httpEquiv="refresh" content={String(refreshSeconds)} />
          </noscript>
        </p>
      ) : null}
      {hasDrafts ? (
        <div className="mt-4">
          <Alert tone="info">{t("imports.result.notPublished")}</Alert>
        </div>
      ) : null}
    </section>
  );
}

// A navigation to the page itself reloads its data; unlike useRevalidator it costs the other pages no JavaScript.
function useRevalidateWhile(isWorking: boolean) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { state } = useNavigation();
  useEffect(() => {
    if (!isWorking || state !== "idle") return;
    const reload = () => void navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
    const timer = setTimeout(reload, refreshSeconds * 1000);
    return () => clearTimeout(timer);
  }, [isWorking, navigate, pathname, search, state]);
}
