import { Form } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CopyableText } from "#app/components/ui/copyable-text.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export interface SavedSearchFeedProps {
  /** The saved search's id. */
  id: string;
  /** Its private feed's absolute address; null while it has none. */
  feedUrl: string | null;
  /** The intent of this search's form being sent, if any. */
  busyIntent: FormDataEntryValue | null | undefined;
}

/**
 * A saved search's feed (docs/product/open-platform.md, Atom feeds): 'Create a feed address', or the address with
 * 'Copy feed address', 'New address' and 'Turn off the feed'. The address stays readable and selectable, so it can
 * be copied by hand where the clipboard is refused.
 */
export function SavedSearchFeed({ id, feedUrl, busyIntent }: SavedSearchFeedProps) {
  const { t } = useTranslator();
  const addressId = `saved-search-feed-${id}`;
  const intentForm = (intent: "feed" | "feed-off", label: MessageId) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" disabled={busyIntent === intent}>
        {t(label)}
      </Button>
    </Form>
  );
  return (
    <div className="mt-4 rounded-lg border border-sand-200 p-4">
      <h3 className="text-base font-semibold text-ink">{t("feeds.saved.heading")}</h3>
      <p className="mt-1 text-sm text-ink-muted">{t("feeds.saved.explain")}</p>
      {feedUrl ? (
        <>
          <label htmlFor={addressId} className="mt-3 block text-sm font-medium text-ink">
            {t("feeds.saved.address")}
          </label>
          <CopyableText
            id={addressId}
            text={feedUrl}
            label="feeds.saved.copy"
            copied="feeds.saved.copied"
            copyFailed="feeds.saved.copyFailed"
          >
            {intentForm("feed", "feeds.saved.renew")}
            {intentForm("feed-off", "feeds.saved.turnOff")}
          </CopyableText>
        </>
      ) : (
        <div className="mt-3">{intentForm("feed", "feeds.saved.create")}</div>
      )}
    </div>
  );
}
