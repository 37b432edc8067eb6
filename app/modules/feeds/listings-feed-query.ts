// What /listings/feed.atom reads beyond the page's search (docs/product/open-platform.md, Atom feeds): `region`, a
// state or province as the landing pages write it (`colorado`), so that /campers/vans/colorado has a feed of its
// own search. Browser-safe; the query fuzz's table names it.
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { findRegionBySlug } from "#app/modules/landing-pages/landing-page-catalog.ts";

const unknownRegion: MessageId = "feeds.error.region";

export const listingsFeedQueryShape = {
  region: z
    .string()
    .transform((slug, context) => {
      const region = findRegionBySlug(slug);
      if (!region) context.addIssue({ code: "custom", message: unknownRegion });
      return region;
    })
    .optional(),
};
