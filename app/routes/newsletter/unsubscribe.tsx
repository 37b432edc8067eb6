import { data } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { findNewsletterSubscription } from "#app/modules/newsletter/find-newsletter-subscription.server.ts";
import { newsletterTexts } from "#app/modules/newsletter/newsletter-texts.ts";
import { unsubscribeFromNewsletter } from "#app/modules/newsletter/unsubscribe-from-newsletter.server.ts";
import { linkToken } from "#app/modules/platform/link-token.server.ts";
import { answerOneClickUnsubscribe } from "#app/modules/platform/one-click-unsubscribe.server.ts";
import type { Route } from "./+types/unsubscribe";

// /newsletter/unsubscribe?token=…: GET asks for one click (a link opened by a mail scanner must not
// unsubscribe anybody); POST to the same URL unsubscribes, from the page's button or from a mail
// provider's one-click button (RFC 8058, List-Unsubscribe-Post).

type PageState = "confirm" | "unsubscribed" | "already-unsubscribed" | "invalid";

export const handle: MessagesHandle = { messages: ["newsletter"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const found = await findNewsletterSubscription({ db: getServices(context).db, token });
  const state: PageState =
    found === "unknown" ? "invalid" : found === "subscribed" ? "confirm" : "already-unsubscribed";
  const { t } = requestTranslator(request);
  const metaTitle = t("newsletter.page.title", { title: t(copy[state].title) });
  if (found === "unknown") return data({ state, token: "", metaTitle }, { status: 404 });
  return { state, token, metaTitle };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerOneClickUnsubscribe(request, async (token) => {
    await unsubscribeFromNewsletter({ db: getServices(context).db, token });
    return newsletterTexts.unsubscribed;
  });
}

const copy: Record<PageState, { title: MessageId; message: MessageId }> = {
  confirm: { title: "newsletter.unsubscribe.title", message: "newsletter.unsubscribe.message" },
  unsubscribed: { title: newsletterTexts.unsubscribed, message: "newsletter.unsubscribe.doneMessage" },
  "already-unsubscribed": {
    title: "newsletter.unsubscribe.already",
    message: "newsletter.unsubscribe.alreadyMessage",
  },
  invalid: { title: "newsletter.unsubscribe.invalidTitle", message: newsletterTexts.invalidLink },
};

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  // A refused click says why: a link that is not ours as the 'not valid' page, anything else (the
  // database away for a moment) on the page as it was, so the button can be pressed again.
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const isUnknownLink = failure?.message === newsletterTexts.invalidLink;
  const state: PageState = actionData?.ok ? "unsubscribed" : isUnknownLink ? "invalid" : loaderData.state;
  const message = (failure?.message as MessageId | undefined) ?? copy[state].message;
  return (
    <MailLinkPage
      title={t(copy[state].title)}
      message={t(message)}
      messageRole={state === "unsubscribed" ? "status" : undefined}
      pendingToken={state === "confirm" ? loaderData.token : undefined}
      buttonLabel={t("newsletter.unsubscribe.button")}
      busyLabel={t("newsletter.unsubscribe.busy")}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Unsubscribe | Roamstead" }, { name: "robots", content: "noindex" }];
}
