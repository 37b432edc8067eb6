// What search engines and link previews read about a listing: the meta description, the share text,
// and the schema.org Product + Vehicle and BreadcrumbList JSON-LD (docs/product/found-and-shared.md,
// Structured data). Pure functions, used on the server and in the browser.

import type { CamperDetails, Drivetrain } from "#app/db/listing-vocabulary.ts";
import type { VehicleType } from "#app/db/schema.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { fuelLabels, transmissionLabels } from "#app/modules/camper-details/camper-details.ts";
import { breadcrumbListStructuredData } from "#app/modules/landing-pages/breadcrumb-list-structured-data.ts";
import { listingBreadcrumbs } from "#app/modules/landing-pages/breadcrumbs.ts";
import { mediaVariantUrl, parseMediaImageUrl } from "#app/modules/media/media-urls.ts";
import { vehicleTypeLabels } from "#app/modules/search/vehicle-types.ts";
import { type ListingSummary, listingDisplayTitle } from "./listing-summary.ts";

export { absoluteUrl };

/** Meta description and share text length (docs/product/listing-page.md). */
export const descriptionExcerptLength = 160;

export type ListingStructuredDataInput = Pick<
  ListingSummary,
  "id" | "title" | "make" | "model" | "year" | "priceCents"
> &
  Pick<CamperDetails, "seatbelts" | "drivetrain" | "transmission" | "fuel"> & {
    vehicleType: VehicleType;
    /** The state or province of the breadcrumbs; null when the location names none. */
    regionCode: string | null;
    mileage: number | null;
    description: string;
    images: readonly string[];
    /** A sold listing's offer is sold out (docs/product/mark-as-sold.md). */
    soldAt?: Date | string | null;
  };

/** The canonical address of a listing's page: `/listing/{id}` (docs/product/listing-page.md), absolute. */
export function canonicalListingUrl(baseUrl: string, id: string): string {
  return `${trimSlash(baseUrl)}/listing/${id}`;
}

/**
 * An absolute URL of a photo that crawlers and link previews can fetch: an uploaded photo's base URL
 * (`/media/<id>`) names no file, so its 1920 px WebP (never upscaled) stands for it.
 */
export function shareableImageUrl(baseUrl: string, src: string): string {
  const id = parseMediaImageUrl(src);
  return absoluteUrl(baseUrl, id ? mediaVariantUrl(id, 1920, "webp") : src);
}

/** The first 160 characters of a description, whitespace runs (line breaks) folded to one space. */
export function descriptionExcerpt(description: string, length = descriptionExcerptLength): string {
  const folded = description.replace(/\s+/g, " ").trim();
  // No more UTF-16 units than code points allowed: nothing to cut (the common case, and a page render's).
  if (folded.length <= length) return folded;
  // Cut by code point, so that an emoji is never cut in half.
  let end = 0;
  for (let points = 0; points < length && end < folded.length; points++) {
    end += (folded.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return folded.slice(0, end).trimEnd();
}

/**
 * Schema.org Product and Vehicle at once (a used camper for sale in USD, with what its seller stated of it)
 * and the BreadcrumbList of the visible breadcrumbs.
 */
export function listingStructuredData(listing: ListingStructuredDataInput, baseUrl: string) {
  const name = listingDisplayTitle(listing);
  const url = canonicalListingUrl(baseUrl, listing.id);
  const vehicle = {
    "@type": ["Product", "Vehicle"],
    "@id": `${url}#product`,
    name,
    description: descriptionExcerpt(listing.description, 5000) || name,
    ...(listing.images.length > 0 ? { image: listing.images.map((image) => shareableImageUrl(baseUrl, image)) } : {}),
    ...(listing.make.trim() ? { brand: { "@type": "Brand", name: listing.make.trim() } } : {}),
    ...(listing.model.trim() ? { model: listing.model.trim() } : {}),
    vehicleModelDate: String(listing.year),
    bodyType: vehicleTypeLabels[listing.vehicleType],
    ...vehicleDetails(listing),
    url,
    offers: {
      "@type": "Offer",
      url,
      price: (listing.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      itemCondition: "https://schema.org/UsedCondition",
      availability: listing.soldAt ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    },
  };
  const breadcrumbs = breadcrumbListStructuredData(listingBreadcrumbs({ ...listing, title: name }), baseUrl);
  return { "@context": "https://schema.org", "@graph": [vehicle, breadcrumbs] as const };
}

/** The schema.org values of two- and all-wheel drive; 2WD does not say which axle, so it stays words. */
const driveWheelConfigurations: Record<Drivetrain, string> = {
  "2wd": "Two-wheel drive",
  "4x4": "https://schema.org/FourWheelDriveConfiguration",
  awd: "https://schema.org/AllWheelDriveConfiguration",
};

/** The Vehicle properties the seller stated; a detail left empty is left out, never guessed. */
function vehicleDetails(listing: ListingStructuredDataInput) {
  return {
    ...(listing.mileage === null
      ? {}
      : { mileageFromOdometer: { "@type": "QuantitativeValue", value: listing.mileage, unitCode: "SMI" } }),
    ...(listing.fuel ? { fuelType: fuelLabels[listing.fuel] } : {}),
    ...(listing.drivetrain ? { driveWheelConfiguration: driveWheelConfigurations[listing.drivetrain] } : {}),
    ...(listing.transmission ? { vehicleTransmission: transmissionLabels[listing.transmission] } : {}),
    ...(listing.seatbelts === null ? {} : { seatingCapacity: listing.seatbelts }),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes so that
 * text such as `</script>` in a description cannot end the script; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function trimSlash(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "");
}
