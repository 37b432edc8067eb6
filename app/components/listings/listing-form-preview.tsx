import type { MouseEvent } from "react";
import { useVisitorMoney } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ListingPhoto } from "#app/components/listings/listing-photo.tsx";
import {
  type CamperDetailField,
  camperDetailFields,
  camperDetailLabel,
  camperDetailText,
} from "#app/modules/camper-details/camper-details.ts";
import { detailUnit, readTypedNumber, toStoredValue, unitSystemOf } from "#app/modules/camper-details/detail-units.ts";
import { isCurrency } from "#app/modules/currencies/currencies.ts";
import { currencyOfRegion, regionCodeOf } from "#app/modules/currencies/currency-of-place.ts";
import { type DisclosureFieldName, disclosureFields } from "#app/modules/disclosure/disclosure-fields.ts";
import { statedDisclosure } from "#app/modules/disclosure/disclosure-text.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { type ListingFormValues, parseMileage, parsePriceCents } from "#app/modules/listings/listing-form-rules.ts";
import { formatOdometer } from "#app/modules/listings/odometer.ts";
import { vehicleTypeMessageIds } from "#app/modules/search/vehicle-types.ts";
import { type ListingStepId, listingSteps, stepSectionId } from "./listing-form-steps.ts";

export interface ListingFormPreviewProps {
  /** What the form holds now. */
  values: ListingFormValues;
  onOpenStep(step: ListingStepId): void;
  /** The lead above it (default 'This is how buyers will see your listing…'); a draft's says it is paid for on publishing. */
  lead?: string;
}

/**
 * A camper detail as typed in the page's units, the way the listing page words it ("4 people", "7,3 m", "4x4");
 * a number the server would not read as it is typed, with its unit; null when not stated.
 */
function detailText(translator: Translator, field: CamperDetailField, typed: string): string | null {
  if (!typed.trim()) return null;
  if (field.kind === "choice") return camperDetailText(translator, field, typed);
  const system = unitSystemOf(translator.locale);
  const number = readTypedNumber(field, typed.trim(), system);
  if (Number.isNaN(number)) return `${typed.trim()} ${detailUnit(field, system).symbol}`;
  return camperDetailText(translator, field, toStoredValue(field, number, system));
}

function FactGrid({ facts }: { facts: readonly [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      {facts.map(([label, text]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The 'Preview' step (docs/product/selling.md, Steps): the listing as buyers will see it, from the form's
 * values — cover photo, title, price, location, key facts and description — with an Edit link per step.
 */
export function ListingFormPreview({ values, onOpenStep, lead }: ListingFormPreviewProps) {
  const translator = useTranslator();
  const { t } = translator;
  const { format } = useVisitorMoney();
  const notStated = t("listings.steps.notStated");
  const title = values.title.trim() || `${values.year} ${values.make} ${values.model}`.trim();
  const priceCents = parsePriceCents(values.price);
  const currency = isCurrency(values.currency) ? values.currency : currencyOfRegion(regionCodeOf(values.location));
  const mileage = values.mileage.trim() ? parseMileage(values.mileage) : null;
  const odometerUnit = values.mileage_unit === "km" ? "km" : "mi";
  const vehicleTypeId = vehicleTypeMessageIds[values.vehicle_type as keyof typeof vehicleTypeMessageIds];
  const vehicleType = vehicleTypeId ? t(vehicleTypeId) : undefined;
  const facts: [string, string][] = [
    [t("listings.preview.type"), vehicleType ?? notStated],
    [t("listings.preview.year"), values.year.trim() || notStated],
    [t("listings.preview.mileage"), mileage === null ? notStated : formatOdometer(mileage, odometerUnit, translator)],
    ...camperDetailFields.flatMap((field): [string, string][] => {
      const text = detailText(translator, field, values.details[field.name] ?? "");
      return text ? [[camperDetailLabel(t, field), text]] : [];
    }),
  ];
  const disclosed = statedDisclosure(
    translator,
    disclosureFields,
    (field) => values.disclosure[field.name as DisclosureFieldName] ?? "",
  );
  const cover = values.images[0] ?? null;
  const editLink = (step: ListingStepId, label: string) => (
    <a
      href={`#${stepSectionId(step)}`}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onOpenStep(step);
      }}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-800"
    >
      {label}
    </a>
  );
  const edit = Object.fromEntries(
    listingSteps.map((step) => [step.id, step.editLabel ? t(step.editLabel) : ""]),
  ) as Record<ListingStepId, string>;
  return (
    <div className="space-y-6">
      <p className="text-ink-muted">{lead ?? t("listings.steps.previewLead")}</p>
      <article aria-label={title} className="overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm">
        <div className="aspect-[4/3] bg-sand-100 sm:aspect-[16/9]">
          <ListingPhoto image={cover} alt={title} sizes="(min-width: 768px) 720px, 100vw" widths={[960]} />
        </div>
        <div className="flex flex-wrap justify-end gap-x-4 border-b border-sand-200 px-5 py-1">
          {editLink("photos", edit.photos)}
        </div>
        <div className="space-y-5 p-5 sm:p-6">
          <div>
            <h3 className="text-2xl font-bold tracking-tight text-ink">{title}</h3>
            <p className="mt-1 text-2xl font-bold text-pine-800">
              {priceCents === null ? notStated : format({ cents: priceCents, currency })}
            </p>
            <p className="mt-1 text-sm font-semibold text-ink">
              {t(values.accepts_offers === "no" ? "offers.terms.firm" : "offers.terms.open")}
            </p>
            <p className="mt-1 text-ink-muted">{values.location.trim() || notStated}</p>
            <p className="mt-1">{editLink("basics", edit.basics)}</p>
          </div>
          <div>
            <FactGrid facts={facts} />
            <p className="mt-1">{editLink("details", edit.details)}</p>
          </div>
          <div>
            {disclosed.length > 0 ? <FactGrid facts={disclosed} /> : <p className="text-ink">{notStated}</p>}
            <p className="mt-1">{editLink("disclosure", edit.disclosure)}</p>
          </div>
          <div>
            <p className="whitespace-pre-line text-ink">{values.description.trim() || notStated}</p>
            <p className="mt-1">{editLink("price", edit.price)}</p>
          </div>
        </div>
      </article>
    </div>
  );
}
