import { data } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { findPriceDropSubscription } from "#app/modules/favorites/find-price-drop-subscription.server.ts";
import { unsubscribeFromPriceDrops } from "#app/modules/favorites/unsubscribe-from-price-drops.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { linkToken } from "#app/modules/platform/link-token.server.ts";
import { answerOneClickUnsubscribe } from "#app/modules/platform/one-click-unsubscribe.server.ts";
import type { Route } from "./+types/price-drop-unsubscribe";

// /price-drop-alerts/unsubscribe?token=… (docs/product/buyers-come-back.md, "Price-drop mail"): GET asks for
// one click (a mail scanner opening the link turns nothing off); POST turns the account's price-drop mails
// off, from the page's button or a mail provider's one-click button (RFC 8058), without a session.

type PageState = "confirm" | "off" | "already-off" | "invalid";

export const handle: MessagesHandle = { messages: ["favorites"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const state = await findPriceDropSubscription(getServices(context).db, token);
  const metaTitle = requestTranslator(request).t("favorites.unsubscribe.metaTitle");
  if (state === "unknown") return data({ state: "invalid" as PageState, token: "", metaTitle }, { status: 404 });
  return { state: (state === "on" ? "confirm" : "already-off") as PageState, token, metaTitle };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerOneClickUnsubscribe(request, async (token) => {
    await unsubscribeFromPriceDrops(getServices(context).db, token);
    return "favorites.alerts.off";
  });
}

const invalidLink: MessageId = "favorites.unsubscribe.invalidLink";

const copy: Record<PageState, { title: MessageId; message: MessageId }> = {
  confirm: { title: "favorites.unsubscribe.title", message: "favorites.unsubscribe.message" },
  off: { title: "favorites.alerts.off", message: "favorites.unsubscribe.offMessage" },
  "already-off": { title: "favorites.alerts.off", message: "favorites.unsubscribe.offMessage" },
  invalid: { title: "favorites.unsubscribe.invalidTitle", message: invalidLink },
};

export default function PriceDropUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const isUnknownLink = failure?.message === invalidLink;
  const state: PageState = actionData?.ok ? "off" : isUnknownLink ? "invalid" : loaderData.state;
  return (
    <MailLinkPage
      title={t(copy[state].title)}
      message={t((failure?.message as MessageId | undefined) ?? copy[state].message)}
      messageRole={state === "off" ? "status" : undefined}
      pendingToken={state === "confirm" ? loaderData.token : undefined}
      buttonLabel={t("favorites.unsubscribe.button")}
      busyLabel={t("favorites.unsubscribe.busy")}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Price-drop emails | Roamstead" }, { name: "robots", content: "noindex" }];
}
