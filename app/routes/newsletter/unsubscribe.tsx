import { data } from "react-router";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const state = await findNewsletterSubscription({ db: getServices(context).db, token });
  if (state === "unknown") return data({ state: "invalid" as PageState, token: "" }, { status: 404 });
  return { state: (state === "subscribed" ? "confirm" : "already-unsubscribed") as PageState, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerOneClickUnsubscribe(request, async (token) => {
    await unsubscribeFromNewsletter({ db: getServices(context).db, token });
    return newsletterTexts.unsubscribed;
  });
}

const copy: Record<PageState, { title: string; message: string }> = {
  confirm: {
    title: "Unsubscribe from the newsletter",
    message: "Click the button to stop receiving the Roamstead newsletter at this address.",
  },
  unsubscribed: {
    title: newsletterTexts.unsubscribed,
    message: "You will not receive the Roamstead newsletter any more. You can subscribe again at any time.",
  },
  "already-unsubscribed": {
    title: "You are already unsubscribed.",
    message: "This address does not receive the Roamstead newsletter.",
  },
  invalid: { title: "Unsubscribe link not valid", message: newsletterTexts.invalidLink },
};

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  // A refused click says why: a link that is not ours as the 'not valid' page, anything else (the
  // database away for a moment) on the page as it was, so the button can be pressed again.
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const isUnknownLink = failure?.message === newsletterTexts.invalidLink;
  const state: PageState = actionData?.ok ? "unsubscribed" : isUnknownLink ? "invalid" : loaderData.state;
  const { title } = copy[state];
  const message = failure?.message ?? copy[state].message;
  return (
    <MailLinkPage
      title={title}
      message={message}
      messageRole={state === "unsubscribed" ? "status" : undefined}
      pendingToken={state === "confirm" ? loaderData.token : undefined}
      buttonLabel="Unsubscribe"
      busyLabel="Unsubscribing..."
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? copy[loaderData.state].title : "Unsubscribe";
  return [{ title: `${title} | Roamstead` }, { name: "robots", content: "noindex" }];
}
