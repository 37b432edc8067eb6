import { data } from "react-router";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import {
  confirmNewsletterSubscription,
  findNewsletterConfirmation,
} from "#app/modules/newsletter/confirm-newsletter-subscription.server.ts";
import { newsletterTexts } from "#app/modules/newsletter/newsletter-texts.ts";
import { linkToken } from "#app/modules/platform/link-token.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/confirm";

// /newsletter/confirm?token=…, the link in the confirmation mail (double opt-in,
// docs/decisions/019-newsletter-double-opt-in.md): GET asks for one click (a link opened by a mail
// scanner must not subscribe anybody); POST to the same URL confirms.

type PageState = "confirm" | "confirmed" | "already-subscribed" | "invalid";

/** The link's token is a credential: the page is never stored by a cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const state = await findNewsletterConfirmation({ db: getServices(context).db, token });
  if (state === "unknown") return data({ state: "invalid" as PageState, token: "" }, { status: 404 });
  return { state: (state === "awaiting" ? "confirm" : "already-subscribed") as PageState, token };
}

/** The page's button posts an empty form; the token in the address decides. */
const confirmInputSchema = z.object({});

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, notifyOutbox } = getServices(context);
  const token = linkToken(request);
  const input = await readInput(request, { schema: confirmInputSchema, formats: ["form", "multipart"] });
  if (!input.ok) return replyData(input.failure);
  let status: "confirmed" | "already-subscribed";
  try {
    ({ status } = await confirmNewsletterSubscription({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      token,
      clientIp: request.headers.get(clientIpHeader) ?? "unknown",
    }));
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  const reply: FormReply = {
    ok: true,
    message: status === "confirmed" ? newsletterTexts.subscribed : newsletterTexts.alreadySubscribed,
  };
  return reply;
}

const copy: Record<PageState, { title: string; message: string }> = {
  confirm: {
    title: "Confirm your newsletter subscription",
    message: "Click the button to receive the Roamstead newsletter at this address.",
  },
  confirmed: {
    title: newsletterTexts.subscribed,
    message:
      "Your subscription is confirmed. We have sent you a welcome e-mail; one click in any of our e-mails unsubscribes you.",
  },
  "already-subscribed": {
    title: newsletterTexts.alreadySubscribed,
    message: "This address receives the Roamstead newsletter. One click in any of our e-mails unsubscribes you.",
  },
  invalid: { title: "Confirmation link not valid", message: newsletterTexts.invalidConfirmLink },
};

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  // A refused click says why: a link that is not ours (or no longer works) as the 'not valid' page,
  // anything else (the database away for a moment) on the page as it was, so the button can be pressed again.
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const isUnknownLink = failure?.message === newsletterTexts.invalidConfirmLink;
  const state: PageState = actionData?.ok
    ? actionData.message === newsletterTexts.subscribed
      ? "confirmed"
      : "already-subscribed"
    : isUnknownLink
      ? "invalid"
      : loaderData.state;
  const { title } = copy[state];
  const message = failure?.message ?? copy[state].message;
  return (
    <MailLinkPage
      title={title}
      message={message}
      messageRole={actionData ? (failure ? "alert" : "status") : undefined}
      pendingToken={state === "confirm" ? loaderData.token : undefined}
      buttonLabel="Confirm subscription"
      busyLabel="Confirming..."
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? copy[loaderData.state].title : "Confirm your newsletter subscription";
  return [{ title: `${title} | Roamstead` }, { name: "robots", content: "noindex" }];
}
