import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { type ApiKeyScope, apiKeyScopeWords, maxLiveApiKeys } from "#app/modules/api-keys/api-key-rules.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";

export interface ApiKeyView {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  tokenPrefix: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
}

/**
 * The account's keys (docs/product/open-platform.md, API keys): each a card that reads well on a phone and to a
 * screen reader (its name heads it), with 'Revoke', a link to the step that confirms it.
 */
export function ApiKeyList({ keys }: { keys: readonly ApiKeyView[] }) {
  const { t, locale } = useTranslator();
  if (keys.length === 0) return <p className="mt-2 text-ink-muted">{t("api-keys.list.none")}</p>;
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">
        {t("api-keys.list.count", { count: keys.length, max: maxLiveApiKeys })}
      </p>
      <ul className="mt-4 grid gap-4">
        {keys.map((key) => (
          <li key={key.id} aria-labelledby={`api-key-${key.id}`} className="rounded-lg border border-sand-200 p-4">
            <h3 id={`api-key-${key.id}`} className="break-words text-base font-semibold text-ink">
              {key.name}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-muted">{t("api-keys.list.scopes")}</dt>
              <dd>{key.scopes.map((scope) => t(apiKeyScopeWords[scope].label)).join(", ")}</dd>
              <dt className="text-ink-muted">{t("api-keys.list.key")}</dt>
              <dd className="font-mono">{`${key.tokenPrefix}…`}</dd>
              <dt className="text-ink-muted">{t("api-keys.list.created")}</dt>
              <dd>{formatLocaleDate(key.createdAt, locale)}</dd>
              <dt className="text-ink-muted">{t("api-keys.list.lastUsed")}</dt>
              <dd>{key.lastUsedAt ? formatLocaleDate(key.lastUsedAt, locale) : t("api-keys.list.never")}</dd>
            </dl>
            <Link
              to={`/account/api-keys?${new URLSearchParams({ revoke: key.id })}#revoke`}
              aria-describedby={`api-key-${key.id}`}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-red-800 underline"
            >
              {t("api-keys.list.revoke")}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
