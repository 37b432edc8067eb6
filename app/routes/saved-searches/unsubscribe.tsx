import { data } from "react-router";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { linkToken } from "#app/modules/platform/link-token.server.ts";
import { answerOneClickUnsubscribe } from "#app/modules/platform/one-click-unsubscribe.server.ts";
import { savedSearchTexts } from "#app/modules/saved-searches/saved-search-texts.ts";
import {
  findSavedSearchByToken,
  unsubscribeSavedSearch,
} from "#app/modules/saved-searches/unsubscribe-saved-search.server.ts";
import type { Route } from "./+types/unsubscribe";

// /saved-searches/unsubscribe?token=…: an alert mail's one-click unsubscribe for its search
// (docs/product/buyers-come-back.md, Alerts). GET asks for one click (a mail scanner opening the link
// must not turn anything off); POST turns the search's alerts off, from the button or from a mail
// provider (RFC 8058, List-Unsubscribe-Post). No session needed: the token decides.

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const search = await findSavedSearchByToken({ db: getServices(context).db, token });
  if (!search) return data({ name: null, isOff: false, token: "" }, { status: 404 });
  return { name: search.name, isOff: search.frequency === "off", token };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerOneClickUnsubscribe(request, async (token) => {
    const { name } = await unsubscribeSavedSearch({ db: getServices(context).db, token });
    return savedSearchTexts.alertsOff(name);
  });
}

export default function SavedSearchUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { name, isOff, token } = loaderData;
  if (actionData?.ok && actionData.message) {
    return (
      <MailLinkPage
        title={actionData.message}
        message="You can turn them on again in Saved searches."
        messageRole="status"
        buttonLabel="Turn off alerts"
        busyLabel="Turning off..."
      />
    );
  }
  if (name === null || actionData?.message === savedSearchTexts.invalidLink) {
    return (
      <MailLinkPage
        title="Unsubscribe link not valid"
        message={savedSearchTexts.invalidLink}
        buttonLabel="Turn off alerts"
        busyLabel="Turning off..."
      />
    );
  }
  return (
    <MailLinkPage
      title={isOff ? savedSearchTexts.alertsOff(name) : `Turn off alerts for "${name}"?`}
      message={
        actionData?.message ??
        (isOff
          ? "This saved search sends no e-mails."
          : "Click the button to stop e-mails about new campers for this saved search.")
      }
      pendingToken={isOff ? undefined : token}
      buttonLabel="Turn off alerts"
      busyLabel="Turning off..."
    />
  );
}

export function meta() {
  return [{ title: "Saved search alerts | Roamstead" }, { name: "robots", content: "noindex" }];
}
