// A typed place ("Bend, OR", "123 Main St, Bend, Oregon 97701, USA", "80202 (Denver, CO)") read as the parts of
// a postal address, for structured data (docs/product/found-and-shared.md, Structured data). Pure: it reads
// the text only, so a place without a state or province keeps its words as the locality.
import { normalisePlaceText } from "./place-text.ts";
import {
  type CountryCode,
  findCountryByText,
  findRegionByText,
  longestRegionNameWords,
  type Region,
} from "./regions.ts";

export interface PostalAddressParts {
  streetAddress?: string;
  locality?: string;
  region?: Region;
  postalCode?: string;
  country?: CountryCode;
}

// "80202 (Denver, CO)": how the geocoder labels a ZIP code; "V6B 1A1" and "V6B" in Canada.
const postalCodeFirst = /^(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z](?: ?\d[A-Za-z]\d)?)\s*\((.+)\)$/;
// "Oregon 97701", "BC V6B 1A1": a region followed by its postal code.
const trailingPostalCode = /^(.*?)\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;

/** The parts the text names; at least the locality when it names anything. */
export function postalAddressParts(location: string): PostalAddressParts {
  const text = location.replace(/\s+/g, " ").trim();
  const zipLabel = postalCodeFirst.exec(text);
  const parts = zipLabel?.[2] ? postalAddressParts(zipLabel[2]) : readSegments(text);
  return zipLabel?.[1] ? { ...parts, postalCode: zipLabel[1].toUpperCase() } : parts;
}

function readSegments(text: string): PostalAddressParts {
  const segments = text
    .split(",")
    .map((segment) => segment.trim())
    .filter(Boolean);
  const country = findCountryByText(normalisePlaceText(segments.at(-1) ?? ""));
  if (country) segments.pop();
  const last = segments.at(-1);
  if (!last) return country ? { country } : {};
  const withPostalCode = trailingPostalCode.exec(last);
  const regionText = withPostalCode?.[1] ?? last;
  const region = segments.length > 1 ? findRegionByText(normalisePlaceText(regionText)) : undefined;
  if (region && (!country || country === region.country)) {
    segments.pop();
    return withLocality(segments, {
      region,
      country: region.country,
      ...(withPostalCode?.[2] ? { postalCode: withPostalCode[2].toUpperCase() } : {}),
    });
  }
  // "Bend OR", "Charleston West Virginia": the last words, longest first, may name the region.
  const words = last.split(" ");
  for (let regionWords = Math.min(longestRegionNameWords, words.length - 1); regionWords >= 1; regionWords--) {
    const found = findRegionByText(normalisePlaceText(words.slice(-regionWords).join(" ")));
    if (!found || (country && country !== found.country)) continue;
    return withLocality([...segments.slice(0, -1), words.slice(0, -regionWords).join(" ")], {
      region: found,
      country: found.country,
    });
  }
  return withLocality(segments, country ? { country } : {});
}

/** The last remaining segment is the town; any before it, the street. */
function withLocality(segments: string[], parts: PostalAddressParts): PostalAddressParts {
  const locality = segments.at(-1);
  const street = segments.slice(0, -1).join(", ");
  return { ...(street ? { streetAddress: street } : {}), ...(locality ? { locality } : {}), ...parts };
}
