import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { personName } from "#app/modules/reviews/party-name.ts";
import type { PendingSaleAction } from "#app/modules/reviews/pending-sale-action.ts";

/**
 * The dashboard's notice of sales to confirm and reviews to write (docs/product/people-and-trust.md, "Sales and
 * reviews"), each a link to its sale's page; nothing when there is none. Its page names the areas "reviews" and
 * "accounts" (the names' words).
 */
export function PendingSaleActions({ actions }: { actions: readonly PendingSaleAction[] }) {
  const translator = useTranslator();
  const { t } = translator;
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="pending-sale-actions-heading" className="mt-6">
      <Alert tone="info">
        <h2 id="pending-sale-actions-heading" className="font-semibold">
          {t("reviews.pending.heading")}
        </h2>
        <ul className="mt-2 space-y-1">
          {actions.map((action) => (
            <li key={action.saleId}>
              <Link to={`/sale/${action.saleId}`} className="font-semibold text-pine-700 underline">
                {action.kind === "confirm"
                  ? t("reviews.pending.confirm", { title: action.listingTitle })
                  : t("reviews.pending.review", {
                      name: personName(action.other, translator),
                      title: action.listingTitle,
                    })}
              </Link>
            </li>
          ))}
        </ul>
      </Alert>
    </section>
  );
}
