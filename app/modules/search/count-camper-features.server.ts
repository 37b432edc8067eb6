// Each camper feature's count beside its toggle (docs/product/browse-and-search.md, Camper features): how many
// listings the search finds with that feature added, counted as countListings counts (capped, cached per
// listings version), so five counts cost five short index reads.
import { type CamperFeatureValue, camperFeatures } from "./camper-features.ts";
import { type CountListingsOptions, countListings } from "./count-listings.server.ts";

export interface CamperFeatureCount {
  value: CamperFeatureValue;
  count: number;
  isCapped: boolean;
}

export async function countCamperFeatures(options: CountListingsOptions): Promise<CamperFeatureCount[]> {
  const { input } = options;
  return Promise.all(
    camperFeatures.map(async ({ value }) => {
      const features = camperFeatures
        .map((feature) => feature.value)
        .filter((candidate) => candidate === value || input.features?.includes(candidate));
      const { count, isCapped } = await countListings({ ...options, input: { ...input, features } });
      return { value, count, isCapped };
    }),
  );
}
