import { data } from "react-router";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { favoriteTexts } from "#app/modules/favorites/favorite-texts.ts";
import { findPriceDropSubscription } from "#app/modules/favorites/find-price-drop-subscription.server.ts";
import { unsubscribeFromPriceDrops } from "#app/modules/favorites/unsubscribe-from-price-drops.server.ts";
import { linkToken } from "#app/modules/platform/link-token.server.ts";
import { answerOneClickUnsubscribe } from "#app/modules/platform/one-click-unsubscribe.server.ts";
import type { Route } from "./+types/price-drop-unsubscribe";

// /price-drop-alerts/unsubscribe?token=… (docs/product/buyers-come-back.md, "Price-drop mail"): GET asks for
// one click (a mail scanner opening the link turns nothing off); POST turns the account's price-drop mails
// off, from the page's button or a mail provider's one-click button (RFC 8058), without a session.

type PageState = "confirm" | "off" | "already-off" | "invalid";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const state = await findPriceDropSubscription(getServices(context).db, token);
  if (state === "unknown") return data({ state: "invalid" as PageState, token: "" }, { status: 404 });
  return { state: (state === "on" ? "confirm" : "already-off") as PageState, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerOneClickUnsubscribe(request, async (token) => {
    await unsubscribeFromPriceDrops(getServices(context).db, token);
    return favoriteTexts.priceDropAlertsOff;
  });
}

const copy: Record<PageState, { title: string; message: string }> = {
  confirm: {
    title: "Turn off price-drop emails",
    message: "Click the button to stop the emails we send when a favorite's price drops.",
  },
  off: {
    title: favoriteTexts.priceDropAlertsOff,
    message: `You can turn them on again with "${favoriteTexts.priceDropAlertsLabel}" on your Favorites page.`,
  },
  "already-off": {
    title: favoriteTexts.priceDropAlertsOff,
    message: `You can turn them on again with "${favoriteTexts.priceDropAlertsLabel}" on your Favorites page.`,
  },
  invalid: { title: "Unsubscribe link not valid", message: favoriteTexts.invalidUnsubscribeLink },
};

export default function PriceDropUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const isUnknownLink = failure?.message === favoriteTexts.invalidUnsubscribeLink;
  const state: PageState = actionData?.ok ? "off" : isUnknownLink ? "invalid" : loaderData.state;
  return (
    <MailLinkPage
      title={copy[state].title}
      message={failure?.message ?? copy[state].message}
      messageRole={state === "off" ? "status" : undefined}
      pendingToken={state === "confirm" ? loaderData.token : undefined}
      buttonLabel="Turn off price-drop emails"
      busyLabel="Turning off..."
    />
  );
}

export function meta() {
  return [{ title: "Price-drop emails | Roamstead" }, { name: "robots", content: "noindex" }];
}
