import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ImportProgress } from "#app/components/imports/import-progress.tsx";
import { ImportRowsTable } from "#app/components/imports/import-rows-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { applyInventoryImport } from "#app/modules/imports/apply-inventory-import.server.ts";
import { getInventoryImport, type InventoryImportView } from "#app/modules/imports/get-inventory-import.server.ts";
import { importPagePath, importResultPath } from "#app/modules/imports/import-paths.ts";
import { importStatusLabels, outcomeCountsText } from "#app/modules/imports/import-words.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { failureOf, failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/import-result";

// /my-listings/import/{id}: one import, its owner's alone (anyone else: 404). Checked, it is the dry run: each row's
// outcome with the form's messages, and 'Apply'. Applied, it is the progress: rows written, photos fetched, what
// failed, and each draft's 'Pay and publish' (docs/product/open-platform.md, Inventory import). 'Apply' is a plain
// form post; the page refreshes itself while work remains (a timer with JavaScript, a meta refresh without).

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["imports", "listings", "camper-details", "disclosure", "offers"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { t } = requestTranslator(request);
  try {
    const view = await getInventoryImport(getServices(context).db, { userId: user.id, importId: params.importId });
    return { view, refusal: null, pageTitle: t("imports.result.metaTitle", { fileName: view.fileName }) };
  } catch (error) {
    const failure = toAppError(error);
    return data(
      { view: null, refusal: failure.message, pageTitle: t("imports.page.metaTitle") },
      { status: failure.status },
    );
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, jobs, logger } = getServices(context);
  const user = await getCurrentUser(request, context);
  if (!user) return replyData(failureOf(listingFailures.signedOut(), {}));
  try {
    await applyInventoryImport({ db, jobs, logger, userId: user.id, importId: params.importId });
  } catch (error) {
    return replyData(failureReply(error, {}, { message: "imports.apply.failed", logger }));
  }
  return redirect(importResultPath(params.importId), 303);
}

export default function ImportResultPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const { view } = loaderData;
  if (!view) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("imports.page.heading")}</h1>
        <div className="mt-6">
          <Alert tone="error">{loaderData.refusal ?? ""}</Alert>
        </div>
        <BackToImports />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="break-words text-3xl font-bold tracking-tight text-pine-800">
        {t("imports.result.heading", { fileName: view.fileName })}
      </h1>
      <p className="mt-2 text-ink-muted">
        {t("imports.result.checkedOn", { date: formatLocaleDate(view.createdAt, locale, "long") })} ·{" "}
        {t(importStatusLabels[view.status])}
      </p>
      <p className="mt-4 text-lg font-semibold text-ink">{outcomeCountsText(t, view.counts)}</p>
      {actionData && !actionData.ok && actionData.message ? (
        <div className="mt-6">
          <Alert tone="error">{actionData.message}</Alert>
        </div>
      ) : null}
      {view.status === "checked" ? <ApplyImport view={view} /> : <ImportProgress view={view} />}
      <ImportRowsTable view={view} />
      <BackToImports />
    </section>
  );
}

/** The dry run's word and 'Apply {n} rows', or why there is nothing to apply. */
function ApplyImport({ view }: { view: InventoryImportView }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const isApplying = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const rows = view.progress.rowsToApply;
  return (
    <section aria-labelledby="apply-heading" className="mt-6 rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <h2 id="apply-heading" className="sr-only">
        {t("imports.result.apply", { rows })}
      </h2>
      <Alert tone="info">{t("imports.result.dryRun")}</Alert>
      {rows > 0 ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={isApplying}>
            {isApplying ? t("imports.result.applyingButton") : t("imports.result.apply", { rows })}
          </Button>
          <p className="max-w-prose text-sm text-ink-muted">{t("imports.result.applyExplain")}</p>
        </Form>
      ) : (
        <p className="mt-4 text-ink">{t("imports.result.nothingToApply")}</p>
      )}
      <p className="mt-4">
        <Link to={importPagePath} className="font-semibold text-pine-700 underline hover:text-pine-800">
          {t("imports.result.checkAnother")}
        </Link>
      </p>
    </section>
  );
}

function BackToImports() {
  const { t } = useTranslator();
  return (
    <p className="mt-10">
      <Link to={importPagePath} className="font-semibold text-pine-700 underline hover:text-pine-800">
        {t("imports.result.back")}
      </Link>
    </p>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
