import { useVisitorMoney } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { formatLongDate } from "#app/modules/deal-rating/long-date.ts";
import type { PriceHistory } from "#app/modules/listings/list-price-history.server.ts";

/** 'Listed at $A' on the listing's date, then each change with its date. */
export function PriceHistoryList({ history }: { history: PriceHistory }) {
  const { t, locale } = useTranslator();
  const { format } = useVisitorMoney();
  const on = (at: Date) => t("deal-rating.history.on", { date: formatLongDate(at, locale) });
  return (
    <ol className="space-y-2 text-base text-ink">
      <li>
        {t("deal-rating.history.listed", { price: format(history.listed.price) })}{" "}
        <span className="text-ink-muted">{on(history.listed.at)}</span>
      </li>
      {history.changes.map((change) => (
        <li key={`${change.at.toISOString()}-${change.price.cents}`}>
          {t("deal-rating.history.changed", { price: format(change.price) })}{" "}
          <span className="text-ink-muted">{on(change.at)}</span>
        </li>
      ))}
    </ol>
  );
}
