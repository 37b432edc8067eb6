import { Link, redirect } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ImportColumnsTable } from "#app/components/imports/import-columns-table.tsx";
import { ImportUploadForm } from "#app/components/imports/import-upload-form.tsx";
import { RecentImports } from "#app/components/imports/recent-imports.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { checkInventoryImport } from "#app/modules/imports/check-inventory-import.server.ts";
import { importResultPath, importTemplatePath } from "#app/modules/imports/import-paths.ts";
import { listInventoryImports } from "#app/modules/imports/list-inventory-imports.server.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { failureOf, failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/inventory-import";

// /my-listings/import: the template, the upload that checks a file (the dry run) and the seller's recent imports
// (docs/product/open-platform.md, Inventory import). The upload is a plain multipart post, so it works before
// JavaScript; a checked file opens its own page, /my-listings/import/{id}, where it is applied.

/** The words this page takes from the catalogs, besides the site shell's (ADR 056). */
export const handle: MessagesHandle = { messages: ["imports", "camper-details", "disclosure", "listings", "media"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const imports = await listInventoryImports(getServices(context).db, user.id);
  return { imports, pageTitle: requestTranslator(request).t("imports.page.metaTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, storage, logger } = getServices(context);
  const user = await getCurrentUser(request, context);
  if (!user) return replyData(failureOf(listingFailures.signedOut(), {}, { isBodyUnread: true }));
  try {
    const { importId } = await checkInventoryImport({
      db,
      storage,
      request,
      userId: user.id,
      t: requestTranslator(request).t,
    });
    return redirect(importResultPath(importId), 303);
  } catch (error) {
    const failure = failureReply(error, {}, { message: "imports.upload.failed", logger });
    // A refused upload may be partly unread: the connection closes after the answer instead of draining it.
    failure.headers.set("Connection", "close");
    return replyData(failure);
  }
}

export default function InventoryImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{t("imports.page.heading")}</h1>
      <p className="mt-3 max-w-prose text-ink">{t("imports.page.intro")}</p>

      <section aria-labelledby="template-heading" className="mt-10">
        <h2 id="template-heading" className="text-xl font-bold tracking-tight text-ink">
          {t("imports.template.heading")}
        </h2>
        <p className="mt-2 max-w-prose text-ink-muted">{t("imports.template.explain")}</p>
        <p className="mt-4">
          <a
            href={importTemplatePath}
            download
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline hover:text-pine-800"
          >
            {t("imports.template.download")}
          </a>
        </p>
        <ImportColumnsTable />
      </section>

      <ImportUploadForm reply={actionData} />
      <RecentImports imports={loaderData.imports} />

      <p className="mt-10">
        <Link to="/my-listings" className="font-semibold text-pine-700 underline hover:text-pine-800">
          {t("imports.page.backToMyListings")}
        </Link>
      </p>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.pageTitle }] : []), { name: "robots", content: "noindex" }];
}
