import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Breadcrumb } from "#app/modules/landing-pages/breadcrumbs.ts";

const linkClass = "inline-flex min-h-11 items-center text-pine-700 underline-offset-4 hover:underline";

/**
 * A page's place in the site (docs/product/found-and-shared.md, Breadcrumbs): a `nav` named 'Breadcrumb', its
 * trail an ordered list whose last item, the page itself, is marked as the current page. A crumb's name is a
 * message id ('Home') or a name of its own (a region, a listing's title), shown as it is.
 */
export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  const { t } = useTranslator();
  return (
    <nav aria-label={t("site-shell.breadcrumbs.label")} className="text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-2 text-ink-muted">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page" className="min-w-0 truncate">
              {t(crumb.name as MessageId)}
            </li>
          ) : (
            <li key={crumb.path} className="flex shrink-0 items-center gap-2">
              <Link to={crumb.path} className={linkClass}>
                {t(crumb.name as MessageId)}
              </Link>
              <span aria-hidden="true">/</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
