import { Form, Link, redirect, useNavigation } from "react-router";
import { SavedSearchFeed } from "#app/components/feeds/saved-search-feed.tsx";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import { carryThroughSignIn } from "#app/modules/carried-actions/carry-through-sign-in.server.ts";
import { feedLinkMeta, savedSearchFeedPath } from "#app/modules/feeds/feed-addresses.ts";
import { renewSavedSearchFeed, turnOffSavedSearchFeed } from "#app/modules/feeds/saved-search-feed-token.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import { deleteSavedSearch } from "#app/modules/saved-searches/delete-saved-search.server.ts";
import { listSavedSearches } from "#app/modules/saved-searches/list-saved-searches.server.ts";
import { renameSavedSearch } from "#app/modules/saved-searches/rename-saved-search.server.ts";
import { saveSearch } from "#app/modules/saved-searches/save-search.server.ts";
import { savedSearchesActionSchema } from "#app/modules/saved-searches/saved-search.schema.ts";
import {
  alertFrequencies,
  alertFrequencyLabels,
  maxSavedSearchNameLength,
} from "#app/modules/saved-searches/saved-search-rules.ts";
import { setAlertFrequency } from "#app/modules/saved-searches/set-alert-frequency.server.ts";
import type { Route } from "./+types/saved-searches";

// /saved-searches (docs/product/buyers-come-back.md, "Saved searches and alerts"): the signed-in account's
// saved searches with rename, alerts, the private feed (docs/product/open-platform.md, Atom feeds) and delete;
// 'Save this search' on /listings POSTs here too and is sent back to its search.

export const handle: MessagesHandle = { messages: ["saved-searches", "feeds"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, env } = getServices(context);
  const { t, locale } = requestTranslator(request);
  const searches = await listSavedSearches({ db, userId: user.id });
  return {
    searches: searches.map(({ feedToken, ...search }) => ({
      ...search,
      feedUrl: feedToken ? absoluteUrl(env.BASE_URL, savedSearchFeedPath(feedToken, locale)) : null,
      feedTitle: t("feeds.link.title", { search: search.name }),
    })),
    metaTitle: t("saved-searches.page.metaTitle"),
  };
}

type SavedSearchView = Awaited<ReturnType<typeof loader>>["searches"][number];

/** The /listings page a save came from, with the flag that says it was saved. */
function searchPage(query: string, flag?: string): string {
  const params = new URLSearchParams(query);
  params.delete("cursor");
  params.delete("saved");
  if (flag) params.set("saved", flag);
  const search = params.toString();
  return search ? `/listings?${search}` : "/listings";
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: savedSearchesActionSchema, formats: ["form"] });
  if (!input.ok) return replyData(input.failure);
  const { data: form } = input;
  const user = await getCurrentUser(request, context);
  const { db, geocoder, env } = getServices(context);
  if (!user && form.intent === "save") {
    // Saved by the sign-in, name and alerts as typed (app/modules/carried-actions).
    const { intent: _intent, ...search } = form;
    const action = { kind: "saved-search" as const, ...search };
    const cookie = await carryThroughSignIn({ db, request, action, baseUrl: env.BASE_URL });
    return redirect(signInLeadingBack(searchPage(form.query)), { status: 303, headers: { "Set-Cookie": cookie } });
  }
  if (!user) return redirect(signInLeadingBack("/saved-searches"), 303);
  try {
    switch (form.intent) {
      case "save":
        await saveSearch({
          db,
          geocoder,
          userId: user.id,
          name: form.name,
          frequency: form.frequency,
          query: form.query,
        });
        return redirect(searchPage(form.query, "1"), 303);
      case "rename":
        await renameSavedSearch({ db, userId: user.id, id: form.id, name: form.name });
        return done("saved-searches.reply.renamed");
      case "frequency": {
        const { name } = await setAlertFrequency({ db, userId: user.id, id: form.id, frequency: form.frequency });
        const { t } = requestTranslator(request);
        return done(
          t("saved-searches.reply.frequencyChanged", { name, frequency: t(alertFrequencyLabels[form.frequency]) }),
        );
      }
      case "delete":
        await deleteSavedSearch({ db, userId: user.id, id: form.id });
        return done("saved-searches.reply.deleted");
      case "feed": {
        const { name, replaced } = await renewSavedSearchFeed({ db, userId: user.id, id: form.id });
        return done(requestTranslator(request).t(replaced ? "feeds.reply.renewed" : "feeds.reply.created", { name }));
      }
      case "feed-off": {
        const name = await turnOffSavedSearchFeed({ db, userId: user.id, id: form.id });
        return done(requestTranslator(request).t("feeds.reply.turnedOff", { name }));
      }
    }
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

/** A change made: its message, an id or words already in the request's language. */
const done = (message: MessageId | string): FormReply => ({ ok: true, message });

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { searches } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
        {t("saved-searches.page.heading")}
      </h1>
      {actionData?.message ? (
        <div className="mt-6">
          <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert>
        </div>
      ) : null}
      {searches.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t("saved-searches.page.none")}</p>
      ) : (
        <ul className="mt-8 grid gap-6">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} reply={actionData} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One saved search: its name (the link to the search), its alerts, and its three forms. */
function SavedSearchItem({ search, reply }: { search: SavedSearchView; reply: FormReply | undefined }) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const frequencyOptions = alertFrequencies.map((value) => ({ value, label: t(alertFrequencyLabels[value]) }));
  const busyIntent = navigation.formData?.get("id") === search.id ? navigation.formData?.get("intent") : null;
  const isThis = submittedValue(reply, "id") === search.id && !reply?.ok;
  const headingId = `saved-search-${search.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        <Link
          to={search.query ? `/listings?${search.query}` : "/listings"}
          className="text-pine-700 underline hover:text-pine-900"
        >
          {search.name}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t("saved-searches.page.alerts", { frequency: t(alertFrequencyLabels[search.frequency]) })}
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={search.id} />
          <TextField
            label={t("saved-searches.form.name")}
            name="name"
            key={search.name}
            defaultValue={
              isThis && submittedValue(reply, "intent") === "rename" ? submittedValue(reply, "name") : search.name
            }
            maxLength={maxSavedSearchNameLength}
            required
            error={isThis ? reply?.fieldErrors?.name : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={busyIntent === "rename"}>
            {t("saved-searches.form.rename")}
          </Button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="frequency" />
          <input type="hidden" name="id" value={search.id} />
          <SelectField
            label={t("saved-searches.form.alerts")}
            name="frequency"
            key={search.frequency}
            defaultValue={search.frequency}
            options={frequencyOptions}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={busyIntent === "frequency"}>
            {t("saved-searches.form.saveAlerts")}
          </Button>
        </Form>
      </div>
      <SavedSearchFeed id={search.id} feedUrl={search.feedUrl} busyIntent={busyIntent} />
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={search.id} />
        <Button type="submit" variant="secondary" disabled={busyIntent === "delete"}>
          {t("saved-searches.form.delete")}
        </Button>
      </Form>
    </li>
  );
}

/** The title, and each saved search's feed as an alternate for feed readers' discovery. */
export function meta({ loaderData }: Route.MetaArgs) {
  const feeds = (loaderData?.searches ?? []).flatMap(({ feedUrl, feedTitle }) =>
    feedUrl ? [feedLinkMeta({ url: feedUrl, title: feedTitle })] : [],
  );
  return [
    { title: loaderData?.metaTitle ?? "Saved searches | Roamstead" },
    { name: "robots", content: "noindex" },
    ...feeds,
  ];
}
