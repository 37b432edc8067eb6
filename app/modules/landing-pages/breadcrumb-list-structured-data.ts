// A breadcrumb trail as schema.org BreadcrumbList (docs/product/found-and-shared.md, Structured data): built from
// the same trail as the visible nav (breadcrumbs.ts), so the two never disagree. Pure, browser-safe.
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import type { Breadcrumb } from "./breadcrumbs.ts";

/** Every crumb as a ListItem: position from 1, its name, and its page's absolute URL on BASE_URL. */
export function breadcrumbListStructuredData(trail: readonly Breadcrumb[], baseUrl: string) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(baseUrl, crumb.path),
    })),
  } as const;
}
