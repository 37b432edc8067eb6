import { Link } from "react-router";
import type { Breadcrumb } from "#app/modules/landing-pages/breadcrumbs.ts";

const linkClass = "inline-flex min-h-11 items-center text-pine-700 underline-offset-4 hover:underline";

/**
 * A page's place in the site (docs/product/found-and-shared.md, Breadcrumbs): a `nav` named 'Breadcrumb', its
 * trail an ordered list whose last item, the page itself, is marked as the current page.
 */
export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-2 text-ink-muted">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page" className="min-w-0 truncate">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path} className="flex shrink-0 items-center gap-2">
              <Link to={crumb.path} className={linkClass}>
                {crumb.name}
              </Link>
              <span aria-hidden="true">/</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
