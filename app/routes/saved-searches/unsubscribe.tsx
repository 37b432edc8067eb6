import { data } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { linkToken } from "#app/modules/platform/link-token.server.ts";
import { answerOneClickUnsubscribe } from "#app/modules/platform/one-click-unsubscribe.server.ts";
import {
  findSavedSearchByToken,
  unsubscribeSavedSearch,
} from "#app/modules/saved-searches/unsubscribe-saved-search.server.ts";
import type { Route } from "./+types/unsubscribe";

// /saved-searches/unsubscribe?token=…: an alert mail's one-click unsubscribe for its search
// (docs/product/buyers-come-back.md, Alerts). GET asks for one click (a mail scanner opening the link
// must not turn anything off); POST turns the search's alerts off, from the button or from a mail
// provider (RFC 8058, List-Unsubscribe-Post). No session needed: the token decides.

export const handle: MessagesHandle = { messages: ["saved-searches"] };

const invalidLink: MessageId = "saved-searches.unsubscribe.invalidLink";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const search = await findSavedSearchByToken({ db: getServices(context).db, token });
  const metaTitle = requestTranslator(request).t("saved-searches.unsubscribe.metaTitle");
  if (!search) return data({ name: null, isOff: false, token: "", metaTitle }, { status: 404 });
  return { name: search.name, isOff: search.frequency === "off", token, metaTitle };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerOneClickUnsubscribe(request, async (token) => {
    const { name } = await unsubscribeSavedSearch({ db: getServices(context).db, token });
    // The search's name goes into the words: said here, in the request's language.
    return requestTranslator(request).t("saved-searches.unsubscribe.alertsOff", { name });
  });
}

export default function SavedSearchUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { name, isOff, token } = loaderData;
  const buttonLabel = t("saved-searches.unsubscribe.button");
  const busyLabel = t("saved-searches.unsubscribe.busy");
  if (actionData?.ok && actionData.message) {
    return (
      <MailLinkPage
        title={t(actionData.message as MessageId)}
        message={t("saved-searches.unsubscribe.offMessage")}
        messageRole="status"
        buttonLabel={buttonLabel}
        busyLabel={busyLabel}
      />
    );
  }
  if (name === null || actionData?.message === invalidLink) {
    return (
      <MailLinkPage
        title={t("saved-searches.unsubscribe.invalidTitle")}
        message={t(invalidLink)}
        buttonLabel={buttonLabel}
        busyLabel={busyLabel}
      />
    );
  }
  const message =
    (actionData?.message as MessageId | undefined) ??
    (isOff ? "saved-searches.unsubscribe.noEmails" : "saved-searches.unsubscribe.message");
  return (
    <MailLinkPage
      title={t(isOff ? "saved-searches.unsubscribe.alertsOff" : "saved-searches.unsubscribe.question", { name })}
      message={t(message)}
      pendingToken={isOff ? undefined : token}
      buttonLabel={buttonLabel}
      busyLabel={busyLabel}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.metaTitle ?? "Saved search alerts | Roamstead" },
    { name: "robots", content: "noindex" },
  ];
}
