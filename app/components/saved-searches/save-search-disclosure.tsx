import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useOneTimeUrlFlag } from "#app/components/ui/use-one-time-url-flag.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import type { SavedSearchOutcome } from "#app/modules/carried-actions/carried-action.ts";
import {
  alertFrequencies,
  alertFrequencyLabels,
  maxSavedSearchNameLength,
} from "#app/modules/saved-searches/saved-search-rules.ts";
import { searchSummary } from "#app/modules/saved-searches/search-summary.ts";

export interface SaveSearchDisclosureProps {
  /** The page's search parameters as they are (the server keeps the search, not the sort or page). */
  params: URLSearchParams;
  /** A search asked for before signing in, which the sign-in saved or could not save (then the form is back). */
  carried?: SavedSearchOutcome | null;
}

/**
 * 'Save this search' on /listings, list and map view (docs/product/buyers-come-back.md): a disclosure
 * (<details>, so it opens before JavaScript) holding a form that POSTs to /saved-searches, which comes
 * back here with ?saved=1. With JavaScript a refusal is shown here, without leaving the page. Its page names the
 * `saved-searches` messages in its handle.
 */
export function SaveSearchDisclosure({ params, carried }: SaveSearchDisclosureProps) {
  const translator = useTranslator();
  const { t } = translator;
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data;
  const isBusy = fetcher.state !== "idle";
  const query = new URLSearchParams(params);
  query.delete("saved");
  query.delete("cursor");
  const search = query.toString();
  // The flag leaves the URL at once; the notice stays while the page shows the search that was saved.
  // (Saving navigates from /listings to /listings: the component stays mounted, so it watches the URL.)
  const isFlagged = useOneTimeUrlFlag("saved", "1") || params.get("saved") === "1";
  const [savedSearch, setSavedSearch] = useState<string | null>(isFlagged || carried?.outcome.saved ? search : null);
  const refused = carried && !carried.outcome.saved ? { ...carried, message: carried.outcome.message } : null;
  if (params.get("saved") === "1" && savedSearch !== search) setSavedSearch(search);
  const wasSaved = savedSearch === search;
  return (
    <div className="mt-4">
      {wasSaved ? (
        <div className="mb-3">
          <Alert tone="success">
            {t("saved-searches.disclosure.savedBefore")}{" "}
            <Link to="/saved-searches" className="font-semibold underline">
              {t("saved-searches.disclosure.savedLink")}
            </Link>
            {t("saved-searches.disclosure.savedAfter")}
          </Alert>
        </div>
      ) : null}
      <details
        className="rounded-xl border border-sand-200 bg-white p-4"
        open={(reply && !reply.ok) || refused ? true : undefined}
      >
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-pine-800">
          {t("saved-searches.disclosure.summary")}
        </summary>
        <fetcher.Form
          key={search}
          method="post"
          action="/saved-searches"
          className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="query" value={search} />
          <TextField
            label={t("saved-searches.form.name")}
            name="name"
            defaultValue={refused?.name ?? searchSummary(query, translator)}
            maxLength={maxSavedSearchNameLength}
            required
            error={reply?.fieldErrors?.name}
          />
          <SelectField
            label={t("saved-searches.form.alerts")}
            name="frequency"
            options={alertFrequencies.map((value) => ({ value, label: t(alertFrequencyLabels[value]) }))}
            defaultValue={refused?.frequency ?? "instant"}
          />
          <Button type="submit" disabled={isBusy}>
            {t(isBusy ? "saved-searches.disclosure.saving" : "saved-searches.disclosure.submit")}
          </Button>
        </fetcher.Form>
        {reply && !reply.ok && reply.message && !reply.fieldErrors ? (
          <div className="mt-3">
            <Alert tone="error">{reply.message}</Alert>
          </div>
        ) : refused && !reply?.ok ? (
          <div className="mt-3">
            <Alert tone="error">{refused.message}</Alert>
          </div>
        ) : null}
      </details>
    </div>
  );
}
