// How the browser build groups the app's modules into files (ADRs 052, 058, 059). Rolldown alone cuts one file per
// set of pages that share a module, which left most pages loading 30 files of a few hundred bytes each: every file
// costs its own gzip header, imports and exports, and compresses alone. Each group below is a set of modules the
// same pages load together. A group also takes in what its modules import, unless a group of higher priority has
// taken it first, hence the priorities: the smallest, most widely shared groups first.
import type { Rolldown } from "vite";

/** A test matching the app's own files at these paths (from `app/`, with their extension). */
function appFiles(...paths: string[]): RegExp {
  const escaped = paths.map((file) => file.replaceAll(".", "\\.").replaceAll("/", "[\\\\/]"));
  return new RegExp(`app[\\\\/](${escaped.join("|")})$`);
}

export const clientChunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    // React, React DOM, React Router and the page's translator (but not the catalogs' loaders, which load later:
    // ADR 079) with its dates and numbers, and
    // the modules the root layout shares with some pages: every page loads them.
    name: "framework",
    priority: 100,
    test: (id) =>
      /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) ||
      (/app[\\/](components|modules)[\\/]i18n[\\/][^/\\]+\.tsx?$/.test(id) && !id.endsWith("catalog-loaders.ts")) ||
      appFiles(
        "lib/lazy-island.tsx",
        "lib/plain-format.ts",
        "modules/listings/locale-format.ts",
        "modules/landing-pages/landing-types.ts",
        "components/layout/status-page.tsx",
        "components/layout/navigation.ts",
      ).test(id),
  },
  {
    // A price with its currency, an odometer or a length with its unit: every page that shows a camper.
    name: "prices-and-units",
    priority: 90,
    test: appFiles(
      "components/currencies/price.tsx",
      "modules/currencies/currencies.ts",
      "modules/currencies/format-money.ts",
      "modules/listings/odometer.ts",
      "modules/camper-details/detail-units.ts",
      // "4x4", "AWD": camper details name a drivetrain so on every page that shows them, the listing form's too.
      "modules/camper-details/short-labels.ts",
    ),
  },
  {
    // A photo at the right size: every page with pictures, the blog's included.
    name: "media",
    priority: 40,
    test: appFiles(
      "components/media/responsive-image.tsx",
      "components/media/media-url.ts",
      "modules/media/media-urls.ts",
      "lib/canonical-id.ts",
    ),
  },
  {
    // The form controls: almost every page with a form.
    name: "ui",
    priority: 35,
    test: appFiles(
      "components/ui/button.tsx",
      "components/ui/alert.tsx",
      "components/ui/field-error.tsx",
      "components/ui/labelled-field.tsx",
      "components/ui/select-field.tsx",
      "components/ui/text-field.tsx",
      "components/ui/text-area-field.tsx",
      "components/billing/delayed-redirect.tsx",
      "lib/use-is-hydrated.ts",
    ),
  },
  {
    // A camper's photos and video as a card, a listing or the listing form show them.
    name: "listing-media",
    priority: 32,
    test: appFiles(
      "components/listings/listing-photo.tsx",
      "components/listings/lazy-media-viewer.tsx",
      "components/listings/media-icons.tsx",
      "components/listings/media-item.ts",
    ),
  },
  {
    // What a buyer sees of a camper beside its price: the favorite heart, the deal rating and the summary line.
    name: "listing-bits",
    priority: 30,
    test: appFiles(
      "components/favorites/favorite-heart.tsx",
      "components/deal-rating/price-notes.tsx",
      // 'Sale pending' on cards and on the listing page: here, or the page would load the cards' file for it.
      "components/listings/sale-pending-badge.tsx",
      "modules/deal-rating/deal-rating.ts",
      "modules/listings/listing-summary.ts",
      // "Inspected {month}" on cards and on the listing page: here, or the page would load the cards' file for it.
      "modules/documents/document-format.ts",
    ),
  },
  {
    // A grid of listing cards that loads more as the visitor scrolls: home, search, landing pages, favorites.
    name: "cards",
    priority: 20,
    test: appFiles(
      "components/listings/listing-card.tsx",
      "components/listings/card-photo-viewer.tsx",
      "components/listings/infinite-listing-grid.tsx",
      "components/ui/infinite-pages-footer.tsx",
      "components/ui/remembered-pages.ts",
      "components/ui/use-infinite-pages.ts",
    ),
  },
];
