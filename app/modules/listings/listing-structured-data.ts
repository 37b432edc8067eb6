// What search engines read about a listing: the schema.org Product + Vehicle and BreadcrumbList JSON-LD
// (docs/product/found-and-shared.md, Structured data), made by the pages' loaders. Its addresses and excerpt are
// listing-sharing.ts's.

import type { CamperDetails, Drivetrain } from "#app/db/listing-vocabulary.ts";
import type { VehicleType } from "#app/db/schema.ts";
import { fuelLabels, transmissionLabels } from "#app/modules/camper-details/camper-details.ts";
import { breadcrumbListStructuredData } from "#app/modules/landing-pages/breadcrumb-list-structured-data.ts";
import { listingBreadcrumbs } from "#app/modules/landing-pages/breadcrumbs.ts";
import { vehicleTypeLabels } from "#app/modules/search/vehicle-types.ts";
import { canonicalListingUrl, descriptionExcerpt, shareableImageUrl } from "./listing-sharing.ts";
import { type ListingSummary, listingDisplayTitle } from "./listing-summary.ts";

export type ListingStructuredDataInput = Pick<
  ListingSummary,
  "id" | "title" | "make" | "model" | "year" | "askingPriceCents" | "currency" | "odometer" | "odometerUnit"
> &
  Pick<CamperDetails, "seatbelts" | "drivetrain" | "transmission" | "fuel"> & {
    vehicleType: VehicleType;
    /** The state or province of the breadcrumbs; null when the location names none. */
    regionCode: string | null;
    description: string;
    images: readonly string[];
    /** A sold listing's offer is sold out (docs/product/mark-as-sold.md). */
    soldAt?: Date | string | null;
    /** Held by an accepted offer: reserved, not available (docs/product/making-the-deal.md, Sale pending). */
    isSalePending?: boolean;
    /** The VIN the seller gave (docs/product/vin-and-paperwork.md). */
    vin?: string | null;
    /** The damages the seller disclosed, in words (docs/product/condition.md); null: none. */
    knownVehicleDamages?: string | null;
  };

/**
 * Schema.org Product and Vehicle at once (a used camper for sale in its own currency, with what its seller stated of it)
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
    ...(listing.vin ? { vehicleIdentificationNumber: listing.vin } : {}),
    ...(listing.knownVehicleDamages ? { knownVehicleDamages: listing.knownVehicleDamages } : {}),
    bodyType: vehicleTypeLabels[listing.vehicleType],
    ...vehicleDetails(listing),
    url,
    offers: {
      "@type": "Offer",
      url,
      price: (listing.askingPriceCents / 100).toFixed(2),
      priceCurrency: listing.currency,
      itemCondition: "https://schema.org/UsedCondition",
      availability: offerAvailability(listing),
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
    ...(listing.odometer === null
      ? {}
      : {
          mileageFromOdometer: {
            "@type": "QuantitativeValue",
            value: listing.odometer,
            // UN/CEFACT codes: statute miles, kilometres.
            unitCode: listing.odometerUnit === "km" ? "KMT" : "SMI",
          },
        }),
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

function offerAvailability(listing: Pick<ListingStructuredDataInput, "soldAt" | "isSalePending">): string {
  if (listing.soldAt) return "https://schema.org/SoldOut";
  return listing.isSalePending ? "https://schema.org/Reserved" : "https://schema.org/InStock";
}
