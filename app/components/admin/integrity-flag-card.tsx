import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { IntegrityEvidence } from "#app/db/integrity-schema.ts";
import { formatAdminDateTime } from "#app/modules/admin/admin-dates.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import {
  type IntegrityQueueEntry,
  type IntegrityQueueState,
  integrityQueueStateLabels,
  type OtherListing,
} from "#app/modules/integrity/integrity-queue.ts";
import { integrityReasonMessages } from "#app/modules/integrity/integrity-rules.ts";
import { mediaVariantUrl } from "#app/modules/media/media-urls.ts";
import { DecisionButton, QueueCard, QueueCardDecisions, type QueueCardProps } from "./queue-card-parts.tsx";

const stateTones: Record<IntegrityQueueState, string> = {
  held: "bg-red-100 text-red-900",
  hidden: "bg-red-100 text-red-900",
  public: "bg-pine-50 text-pine-900",
  "not-public": "bg-sand-200 text-ink",
};

/** One flagged listing in the integrity queue, its evidence beside the other listings' (docs/product/integrity-checks.md). */
export function IntegrityFlagCard({ entry, formAction, result }: QueueCardProps<IntegrityQueueEntry>) {
  const { t, locale } = useTranslator();
  const headingId = `flagged-${entry.listingId}-title`;
  const decision = { targetId: entry.listingId, title: entry.title, formAction };
  return (
    <QueueCard
      headingId={headingId}
      href={`/listing/${entry.listingId}`}
      title={entry.title}
      stateLabel={t("integrity.queue.stateLabel")}
      state={t(integrityQueueStateLabels[entry.state])}
      stateTone={stateTones[entry.state]}
    >
      <p className="mt-1 text-sm text-ink-muted">
        <span className="break-all">{t("integrity.queue.seller", { email: entry.sellerEmail ?? "—" })}</span> ·{" "}
        <time dateTime={entry.flaggedAt.toISOString()}>
          {t("integrity.queue.flagged", { when: formatAdminDateTime(entry.flaggedAt, locale) })}
        </time>
      </p>
      <ul aria-label={t("integrity.queue.flagsLabel")} className="mt-4 space-y-4">
        {entry.flags.map((flag) => (
          <li key={flag.id} className="rounded-lg border border-sand-200 p-4">
            <h3 className="font-semibold text-ink">{t(integrityReasonMessages[flag.kind])}</h3>
            {flag.status === "withdrawn" ? (
              <p className="mt-1 text-sm text-ink-muted">{t("integrity.queue.withdrawn")}</p>
            ) : null}
            <Evidence evidence={flag.evidence} entry={entry} />
          </li>
        ))}
      </ul>
      <QueueCardDecisions result={result}>
        <DecisionButton
          {...decision}
          intent="clear"
          label="integrity.queue.clear"
          busyLabel="integrity.queue.clearing"
        />
        {entry.state === "hidden" ? null : (
          <DecisionButton
            {...decision}
            intent="hide"
            label="integrity.queue.hide"
            busyLabel="integrity.queue.hiding"
            isPrimary
          />
        )}
      </QueueCardDecisions>
    </QueueCard>
  );
}

function Evidence({ evidence, entry }: { evidence: IntegrityEvidence; entry: IntegrityQueueEntry }) {
  const { t, locale } = useTranslator();
  switch (evidence.kind) {
    case "photo_copy":
      return (
        <ul className="mt-3 space-y-4">
          {evidence.copies.map((copy) => {
            const other = entry.otherListings[copy.otherListingId];
            return (
              <li key={`${copy.photoId}-${copy.otherPhotoId}`}>
                <div className="grid grid-cols-2 gap-3">
                  <figure>
                    <img
                      src={mediaVariantUrl(copy.photoId, 480, "webp")}
                      alt={t("integrity.queue.photoOf", { title: entry.title })}
                      className="aspect-[4/3] w-full rounded-md bg-sand-100 object-cover"
                      loading="lazy"
                    />
                    <figcaption className="mt-1 text-sm font-semibold text-ink">
                      {t("integrity.queue.thisListing")}
                    </figcaption>
                  </figure>
                  <figure>
                    <img
                      src={mediaVariantUrl(copy.otherPhotoId, 480, "webp")}
                      alt={t("integrity.queue.photoOf", { title: other?.title ?? t("integrity.queue.otherListing") })}
                      className="aspect-[4/3] w-full rounded-md bg-sand-100 object-cover"
                      loading="lazy"
                    />
                    <figcaption className="mt-1 text-sm">
                      <span className="font-semibold text-ink">{t("integrity.queue.otherListing")}</span>
                      <OtherListingLine id={copy.otherListingId} other={other} />
                    </figcaption>
                  </figure>
                </div>
                <p className="mt-1 text-sm text-ink-muted">
                  {t("integrity.queue.photoDistance", { distance: copy.distance })}
                </p>
              </li>
            );
          })}
        </ul>
      );
    case "vin_elsewhere":
      return (
        <div className="mt-2 text-sm">
          <p className="font-mono text-ink">{t("integrity.queue.vin", { vin: evidence.vin })}</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <div>
              <p className="font-semibold text-ink">{t("integrity.queue.thisListing")}</p>
              <p className="break-words text-ink">{entry.title}</p>
              <p className="break-all text-ink-muted">{entry.sellerEmail ?? "—"}</p>
            </div>
            <ul>
              {evidence.otherListingIds.map((id) => (
                <li key={id}>
                  <p className="font-semibold text-ink">{t("integrity.queue.otherListing")}</p>
                  <OtherListingLine id={id} other={entry.otherListings[id]} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      );
    case "vin_mismatch": {
      const decoded = [evidence.decoded.modelYear, evidence.decoded.make, evidence.decoded.model]
        .filter((part) => part !== null)
        .join(" ");
      return (
        <div className="mt-2 space-y-1 text-sm text-ink">
          <p className="font-mono">{t("integrity.queue.vin", { vin: evidence.vin })}</p>
          <p>{t("integrity.queue.decodedAs", { vehicle: decoded })}</p>
          <p>{t("integrity.queue.statedAs", { year: evidence.stated.year, make: evidence.stated.make })}</p>
          <p className="flex flex-wrap gap-2">
            {evidence.isOtherMake ? <Badge>{t("integrity.queue.otherMake")}</Badge> : null}
            {evidence.isOtherYear && evidence.decoded.modelYear !== null ? (
              <Badge>
                {t("integrity.queue.otherYear", {
                  years: Math.abs(evidence.decoded.modelYear - evidence.stated.year),
                })}
              </Badge>
            ) : null}
          </p>
        </div>
      );
    }
    case "price_below_fence":
      return (
        <div className="mt-2 space-y-1 text-sm text-ink">
          <p>{t("integrity.queue.price", { price: formatMoney(evidence.priceCents, "USD", locale) })}</p>
          <p>
            {t("integrity.queue.fence", {
              fence: formatMoney(evidence.fenceCents, "USD", locale),
              low: formatMoney(evidence.lowerQuartileCents, "USD", locale),
              high: formatMoney(evidence.upperQuartileCents, "USD", locale),
              comparables: evidence.comparables,
            })}
          </p>
        </div>
      );
  }
}

function OtherListingLine({ id, other }: { id: string; other: OtherListing | undefined }) {
  const { t } = useTranslator();
  if (!other) return <span className="block text-ink-muted">{t("integrity.queue.otherListingGone")}</span>;
  return (
    <>
      <Link to={`/listing/${id}`} className="block break-words font-semibold text-pine-700 underline">
        {other.title}
      </Link>
      <span className="block break-all text-ink-muted">{other.sellerEmail ?? "—"}</span>
    </>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-ink">{children}</span>;
}
