import { data } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MailLinkPage } from "#app/components/ui/mail-link-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import type { FormReply } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
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

export const handle: MessagesHandle = { messages: ["newsletter"] };

/** The link's token is a credential: the page is never stored by a cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request);
  const found = await findNewsletterConfirmation({ db: getServices(context).db, token });
  const state: PageState = found === "unknown" ? "invalid" : found === "awaiting" ? "confirm" : "already-subscribed";
  const { t } = requestTranslator(request);
  const metaTitle = t("newsletter.page.title", { title: t(copy[state].title) });
  if (found === "unknown") return data({ state, token: "", metaTitle }, { status: 404 });
  return { state, token, metaTitle };
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

const copy: Record<PageState, { title: MessageId; message: MessageId }> = {
  confirm: { title: "newsletter.confirm.title", message: "newsletter.confirm.message" },
  confirmed: { title: newsletterTexts.subscribed, message: "newsletter.confirm.subscribedMessage" },
  "already-subscribed": {
    title: newsletterTexts.alreadySubscribed,
    message: "newsletter.confirm.alreadySubscribedMessage",
  },
  invalid: { title: "newsletter.confirm.invalidTitle", message: newsletterTexts.invalidConfirmLink },
};

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
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
  const message = (failure?.message as MessageId | undefined) ?? copy[state].message;
  return (
    <MailLinkPage
      title={t(copy[state].title)}
      message={t(message)}
      messageRole={actionData ? (failure ? "alert" : "status") : undefined}
      pendingToken={state === "confirm" ? loaderData.token : undefined}
      buttonLabel={t("newsletter.confirm.button")}
      busyLabel={t("newsletter.confirm.busy")}
    />
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.metaTitle ?? "Confirm your newsletter subscription | Roamstead";
  return [{ title }, { name: "robots", content: "noindex" }];
}
