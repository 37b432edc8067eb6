import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ImportRowView, InventoryImportView } from "#app/modules/imports/get-inventory-import.server.ts";
import { rowOutcomeLabels } from "#app/modules/imports/import-words.ts";
import { listingDraftPath } from "#app/modules/listings/listing-draft.ts";
import { listingMessageValues } from "#app/modules/listings/listing-form-rules.ts";
import { ImportTable, ImportTableLink } from "./import-table.tsx";

const outcomeTones: Record<ImportRowView["outcome"], string> = {
  create: "border-pine-100 bg-pine-50 text-pine-900",
  update: "border-sand-300 bg-sand-100 text-ink",
  unchanged: "border-sand-200 bg-white text-ink-muted",
  invalid: "border-red-300 bg-red-50 text-red-900",
};

/** Every row of the import: its place in the file, stock number, camper, outcome and what it did or why not. */
export function ImportRowsTable({ view }: { view: Pick<InventoryImportView, "fileName" | "status" | "rows"> }) {
  const { t } = useTranslator();
  const caption = t("imports.rows.caption", { fileName: view.fileName });
  return (
    <section aria-labelledby="rows-heading" className="mt-10">
      <h2 id="rows-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("imports.rows.heading")}
      </h2>
      <ImportTable
        caption={caption}
        columns={[
          { key: "row", heading: t("imports.rows.row") },
          { key: "stockNumber", heading: t("imports.rows.stockNumber") },
          { key: "camper", heading: t("imports.rows.camper") },
          { key: "outcome", heading: t("imports.rows.outcome") },
          { key: "details", heading: t("imports.rows.details"), className: "min-w-64" },
        ]}
      >
        {view.rows.map((row) => (
          <tr key={row.rowNumber} className="border-t border-sand-200 align-top">
            <td className="px-3 py-3 tabular-nums text-ink">{row.rowNumber}</td>
            <th scope="row" className="break-all px-3 py-3 font-normal text-ink">
              <code>{row.stockNumber}</code>
            </th>
            <td className="px-3 py-3 text-ink">{row.camper}</td>
            <td className="px-3 py-3">
              <span
                className={`inline-block rounded-full border px-2.5 py-0.5 font-semibold ${outcomeTones[row.outcome]}`}
              >
                {t(rowOutcomeLabels[row.outcome])}
              </span>
            </td>
            <td className="px-3 py-3 text-ink">
              <RowDetails row={row} isApplying={view.status !== "checked"} />
            </td>
          </tr>
        ))}
      </ImportTable>
    </section>
  );
}

/** The dry run's problems; once applied, the row's draft or listing, its photos, or why it was not applied. */
function RowDetails({ row, isApplying }: { row: ImportRowView; isApplying: boolean }) {
  const { t } = useTranslator();
  const words = (message: string) => t(message as MessageId, listingMessageValues());
  const isToApply = row.outcome === "create" || row.outcome === "update";
  return (
    <div className="space-y-1">
      {row.problems.length > 0 ? (
        <ul className="space-y-1 text-red-900">
          {row.problems.map(({ column, message }) => (
            <li key={column}>
              {column === "row" ? (
                words(message)
              ) : (
                <>
                  <code>{column}</code>: {words(message)}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {isApplying && isToApply && !row.isApplied ? <p className="text-ink-muted">{t("imports.rows.waiting")}</p> : null}
      {row.failure ? (
        <p className="text-red-900">
          {row.photos
            ? t("imports.rows.photosNotReplaced", { reason: words(row.failure) })
            : t("imports.rows.failed", { reason: words(row.failure) })}
        </p>
      ) : null}
      {isApplying && row.draftId ? (
        <ImportTableLink
          to={listingDraftPath(row.draftId)}
          text={t("imports.rows.payAndPublish")}
          label={t("imports.rows.payAndPublishLabel", { stockNumber: row.stockNumber })}
        />
      ) : null}
      {isApplying && row.listingId ? (
        <ImportTableLink
          to={`/listing/${row.listingId}`}
          text={t("imports.rows.viewListing")}
          label={t("imports.rows.viewListingLabel", { stockNumber: row.stockNumber })}
        />
      ) : null}
      {row.photos ? <RowPhotosLine photos={row.photos} /> : null}
    </div>
  );
}

function RowPhotosLine({ photos }: { photos: NonNullable<ImportRowView["photos"]> }) {
  const { t } = useTranslator();
  return (
    <>
      <p>{t("imports.rows.photos", { fetched: photos.fetched, total: photos.total })}</p>
      {photos.failed.length > 0 ? (
        <ul className="text-red-900">
          {photos.failed.map((photo) => (
            <li key={photo.position}>
              {t("imports.rows.photoFailed", { position: photo.position, reason: t(photo.reason as MessageId) })}
            </li>
          ))}
        </ul>
      ) : null}
      {photos.isForListing && photos.failed.length > 0 ? (
        <p className="text-ink-muted">{t("imports.rows.listingKeepsPhotos")}</p>
      ) : null}
    </>
  );
}
