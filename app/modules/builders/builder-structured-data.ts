// What search engines and link previews read about a builder: schema.org LocalBusiness and the
// breadcrumb Home → Builders → builder, in the server HTML. Pure functions.
import { postalAddressParts } from "#app/modules/geo/postal-address.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { descriptionExcerpt, shareableImageUrl } from "#app/modules/listings/listing-sharing.ts";
import { instagramUrl } from "./builder-profile.schema.ts";
import { builderDisplayName } from "./builder-summary.ts";

export interface BuilderStructuredDataInput {
  id: string;
  businessName: string;
  description: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  images: readonly string[];
  website: string;
  instagram: string;
  email: string;
}

// Listings' and builders' photos are shared the same way; the profile's meta reads it from here.
export { shareableImageUrl };

/** The canonical address of a builder's page, absolute. */
export function canonicalBuilderUrl(baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/builder/${id}`;
}

/**
 * The share and meta description: the start of the About text, or a sentence made from name and place, in the
 * language of `t` (the request's translator).
 */
export function builderDescription(
  builder: Pick<BuilderStructuredDataInput, "businessName" | "description" | "location">,
  t: Translator["t"],
) {
  return (
    descriptionExcerpt(builder.description) ||
    t("builders.profile.metaDescription", {
      name: builderDisplayName(builder.businessName, t),
      location: builder.location,
    })
  );
}

/**
 * Schema.org LocalBusiness (docs/product/found-and-shared.md, Structured data) and the breadcrumb Home → Builders →
 * builder, named in the language of `t` (the request's translator). Builders give no telephone number
 * (docs/product/builders.md), so none is named.
 */
export function builderStructuredData(builder: BuilderStructuredDataInput, baseUrl: string, t: Translator["t"]) {
  const name = builderDisplayName(builder.businessName, t);
  const url = canonicalBuilderUrl(baseUrl, builder.id);
  const base = baseUrl.replace(/\/+$/, "");
  const sameAs = [builder.website, builder.instagram ? instagramUrl(builder.instagram) : ""].filter(Boolean);
  const business = {
    "@type": "LocalBusiness",
    "@id": `${url}#business`,
    name,
    description: descriptionExcerpt(builder.description, 5000) || name,
    url: builder.website || url,
    mainEntityOfPage: url,
    ...(builder.images.length > 0 ? { image: builder.images.map((image) => shareableImageUrl(baseUrl, image)) } : {}),
    address: postalAddress(builder.location),
    ...(builder.latitude !== null && builder.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: builder.latitude, longitude: builder.longitude } }
      : {}),
    ...(builder.email ? { email: builder.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  const breadcrumbs = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: t("builders.profile.home"), item: `${base}/` },
      { "@type": "ListItem", position: 2, name: t("builders.profile.builders"), item: `${base}/builders` },
      { "@type": "ListItem", position: 3, name, item: url },
    ],
  };
  return { "@context": "https://schema.org", "@graph": [business, breadcrumbs] as const };
}

/** The address the profile's location names: town, state or province and country when it names them. */
function postalAddress(location: string) {
  const parts = postalAddressParts(location);
  return {
    "@type": "PostalAddress",
    ...(parts.streetAddress ? { streetAddress: parts.streetAddress } : {}),
    // A place the text cannot split (no state or province) is still the business's town, as typed.
    addressLocality: parts.locality ?? location.trim(),
    ...(parts.region ? { addressRegion: parts.region.code } : {}),
    ...(parts.postalCode ? { postalCode: parts.postalCode } : {}),
    ...(parts.country ? { addressCountry: parts.country } : {}),
  };
}
