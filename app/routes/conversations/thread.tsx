import { type FormEvent, useEffect, useId, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { OfferPanel } from "#app/components/offers/offer-panel.tsx";
import { OfferStepItem } from "#app/components/offers/offer-step-item.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { z } from "#app/lib/zod.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { formatConversationDate } from "#app/modules/conversations/conversation-date.ts";
import { threadActionSchema } from "#app/modules/conversations/conversation-message.schema.ts";
import { conversationMessageMaxLength } from "#app/modules/conversations/conversation-rules.ts";
import { findPartyConversation } from "#app/modules/conversations/find-party-conversation.server.ts";
import { listThreadMessages, type ThreadMessage } from "#app/modules/conversations/list-thread-messages.server.ts";
import { markConversationRead } from "#app/modules/conversations/mark-conversation-read.server.ts";
import { partyNamesOf } from "#app/modules/conversations/party-names.server.ts";
import { replyToConversation } from "#app/modules/conversations/reply-to-conversation.server.ts";
import { scamSignalTexts } from "#app/modules/conversations/scam-signals.ts";
import { setAccountBlock } from "#app/modules/conversations/set-account-block.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { getOfferPanel } from "#app/modules/offers/get-offer-panel.server.ts";
import { readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, linkFailurePage, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/thread";

// /inbox/{id} (docs/product/conversations.md, "Thread"): one conversation, for its two parties only;
// anyone else, and any malformed or unknown id, gets the same 404. Opening it moves the reader's own read
// marker (an idempotent write on a private GET, like the payment return pages of ADR 020).

export const handle: MessagesHandle = { messages: ["conversations", "offers"] };

/**
 * The read marker moves before any loader runs, so the header's unread count (the root loader, which runs
 * alongside this route's) already leaves this conversation out.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method === "GET") {
      const user = await getCurrentUser(request, context);
      const { db } = getServices(context);
      const conversation = user ? await findPartyConversation(db, params.id, user.id) : null;
      if (conversation) await markConversationRead(db, conversation);
    }
    return next();
  },
];

/** `?sent=1`: the reply was sent (the page after the reply form's redirect). */
const sentQuerySchema = z.object({
  sent: z.literal("1", { error: "conversations.thread.linkInvalid" satisfies MessageId }).optional(),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const query = readQuery(request, sentQuerySchema);
  if (!query.ok) throw linkFailurePage(query.failure);
  const { db } = getServices(context);
  const conversation = await findPartyConversation(db, params.id, user.id, partyNamesOf(request));
  if (!conversation) throw data(null, { status: 404 });
  const [messages, offerPanel] = await Promise.all([
    listThreadMessages(db, conversation.id, conversation.role),
    getOfferPanel(db, conversation),
  ]);
  // The other party's account address is for mails only: never sent to the page.
  const { otherAccount: _, otherId, ...shown } = conversation;
  const isReplySent = query.data.sent === "1";
  const metaTitle = requestTranslator(request).t("conversations.thread.metaTitle", { title: shown.listingTitle });
  return {
    conversation: { ...shown, isAnsweredByEmail: otherId === null },
    messages,
    offerPanel,
    isReplySent,
    metaTitle,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, env, notifyOutbox } = getServices(context);
  const conversation = await findPartyConversation(db, params.id, user.id, partyNamesOf(request));
  if (!conversation) throw data(null, { status: 404 });
  const input = await readInput(request, { schema: threadActionSchema });
  if (!input.ok) return replyData(input.failure);
  const form = input.data;
  try {
    if (form.intent === "reply") {
      await replyToConversation({
        db,
        baseUrl: env.BASE_URL,
        notifyOutbox,
        conversationId: conversation.id,
        senderId: user.id,
        message: form.message,
      });
      return redirect(`/inbox/${conversation.id}?sent=1#reply`, 303);
    }
    const isBlocked = form.intent === "block";
    await setAccountBlock({ db, conversationId: conversation.id, userId: user.id, isBlocked });
    const { t } = requestTranslator(request);
    const done: FormReply = {
      ok: true,
      message: t(isBlocked ? "conversations.thread.blockDone" : "conversations.thread.unblockDone", {
        name: conversation.otherName,
      }),
    };
    return done;
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

export default function Thread({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { conversation, messages } = loaderData;
  const canWrite =
    !conversation.isAnsweredByEmail &&
    !conversation.isOtherDeleted &&
    !conversation.hasBlocked &&
    !conversation.isBlockedBy;
  const isReplySent = loaderData.isReplySent && !actionData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label={t("conversations.thread.nav")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/inbox" className="font-semibold text-pine-700 underline">
          {t("conversations.thread.backToInbox")}
        </Link>
        {conversation.listingId ? (
          <Link to={`/listing/${conversation.listingId}`} className="font-semibold text-pine-700 underline">
            {t("conversations.thread.viewListing")}
          </Link>
        ) : null}
        <Link to="/buying-safely" className="font-semibold text-pine-700 underline">
          {t("conversations.common.buyingSafely")}
        </Link>
      </nav>
      <h1 className="mt-4 break-words text-2xl font-bold tracking-tight text-pine-800 sm:text-3xl">
        {conversation.listingTitle}
      </h1>
      <p className="mt-1 text-ink-muted">{t("conversations.inbox.withName", { name: conversation.otherName })}</p>

      {conversation.isAnsweredByEmail ? <AnsweredByEmail conversation={conversation} /> : null}

      <ol aria-label={t("conversations.thread.messages")} className="mt-8 space-y-4">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageItem message={message} otherName={conversation.otherName} />
          </li>
        ))}
      </ol>

      <OfferPanel panel={loaderData.offerPanel} otherName={conversation.otherName} />

      <div id="reply" className="mt-8 scroll-mt-24 space-y-4">
        {actionData?.message ? <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert> : null}
        {isReplySent ? <Alert tone="success">{t("conversations.thread.replySent")}</Alert> : null}
        {conversation.isOtherDeleted ? <Alert tone="info">{t("conversations.thread.otherDeleted")}</Alert> : null}
        {conversation.hasBlocked ? (
          <Alert tone="info">{t("conversations.thread.blockedNotice", { name: conversation.otherName })}</Alert>
        ) : null}
        {conversation.isBlockedBy && !conversation.hasBlocked ? (
          <Alert tone="info">{t("conversations.thread.youCannotSend")}</Alert>
        ) : null}
        {canWrite ? <ReplyForm reply={actionData ?? undefined} /> : null}
        {conversation.isAnsweredByEmail || conversation.isOtherDeleted ? null : (
          <BlockForm name={conversation.otherName} hasBlocked={conversation.hasBlocked} />
        )}
      </div>
    </section>
  );
}

function MessageItem({ message, otherName }: { message: ThreadMessage; otherName: string }) {
  const { t, locale } = useTranslator();
  if (message.offerStep) {
    return (
      <OfferStepItem
        step={message.offerStep}
        isMine={message.isMine}
        otherName={otherName}
        createdAt={message.createdAt}
      >
        {message.scamSignals.length > 0 ? <ScamNotice signals={message.scamSignals} /> : null}
        {message.body ? <p className="mt-2 whitespace-pre-wrap break-words text-ink">{message.body}</p> : null}
      </OfferStepItem>
    );
  }
  const sender = message.isMine ? t("conversations.thread.you") : otherName;
  const date = formatConversationDate(message.createdAt, locale);
  return (
    <article
      aria-label={t("conversations.thread.messageLabel", { sender, date })}
      className={`rounded-xl border p-4 ${message.isMine ? "ml-6 border-pine-100 bg-pine-50 sm:ml-16" : "mr-6 border-sand-200 bg-white sm:mr-16"}`}
    >
      {message.scamSignals.length > 0 ? <ScamNotice signals={message.scamSignals} /> : null}
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{sender}</span>
        <time dateTime={message.createdAt.toISOString()} className="text-ink-muted">
          {date}
        </time>
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-ink">{message.body}</p>
    </article>
  );
}

/** Above a message that matched known scam patterns, for its recipient only (docs/product/conversations.md). */
function ScamNotice({ signals }: { signals: ThreadMessage["scamSignals"] }) {
  const { t } = useTranslator();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-3 rounded-md border border-sunset-700/40 bg-sand-100 px-4 py-3 text-sm text-ink"
    >
      <h2 id={headingId} className="font-bold">
        ⚠️ {t("conversations.scam.heading")}
      </h2>
      <p className="mt-1">{t("conversations.scam.intro")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {signals.map((signal) => (
          <li key={signal}>{t(scamSignalTexts[signal])}</li>
        ))}
      </ul>
      <p className="mt-2">
        {t("conversations.scam.outro")}{" "}
        <Link to="/buying-safely" className="font-semibold text-pine-700 underline">
          {t("conversations.common.buyingSafely")}
        </Link>
      </p>
    </section>
  );
}

function AnsweredByEmail({
  conversation,
}: {
  conversation: { listingTitle: string; buyerEmail: string | null; buyerPhone: string | null };
}) {
  const { t } = useTranslator();
  if (!conversation.buyerEmail) return null;
  const subject = t("conversations.thread.replySubject", { title: conversation.listingTitle });
  const mailto = `mailto:${conversation.buyerEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <div className="mt-6 space-y-2 rounded-md border border-sand-300 bg-sand-100 px-4 py-3 text-sm text-ink">
      <p>
        <span className="mr-2 inline-flex rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold">
          {t("conversations.inbox.answeredByEmail")}
        </span>
        {t("conversations.thread.anonymousBuyer")}
      </p>
      <p>
        <a href={mailto} className="font-semibold text-pine-700 underline">
          {t("conversations.thread.replyByEmail")}
        </a>{" "}
        ({conversation.buyerEmail})
      </p>
      {conversation.buyerPhone ? <p>{t("conversations.thread.phone", { phone: conversation.buyerPhone })}</p> : null}
    </div>
  );
}

/**
 * Without JavaScript a sent reply's redirect loads a fresh page with an empty box. With it, the redirect comes back
 * to this same page, whose box would keep the text (and a second click would send it again): so the box is emptied
 * once a send has finished without a refusal, and a send already under way swallows another submit, even one that
 * comes before the button shows it is disabled.
 */
function ReplyForm({ reply }: { reply?: FormReply }) {
  const { t } = useTranslator();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const isSending = navigation.formData?.get("intent") === "reply";
  const isSubmitted = useRef(false);
  useEffect(() => {
    if (isSending || !isSubmitted.current) return;
    isSubmitted.current = false;
    // A refusal answers with the reply (what was typed stays); a sent reply redirects, which leaves none.
    if (!reply) formRef.current?.reset();
  }, [isSending, reply]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitted.current) event.preventDefault();
    isSubmitted.current = true;
  };
  const error = reply?.fieldErrors?.message;
  return (
    <Form ref={formRef} method="post" className="space-y-3" aria-busy={isSending} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="reply" />
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {t("conversations.thread.replyLabel")}
      </label>
      <textarea
        id={id}
        name="message"
        required
        rows={4}
        maxLength={conversationMessageMaxLength}
        defaultValue={reply && !reply.ok ? submittedValue(reply, "message") : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-sand-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-pine-600 focus:outline-none focus:ring-2 focus:ring-pine-600/40 aria-invalid:border-red-700"
      />
      <FieldError id={`${id}-error`} error={error} />
      <Button type="submit" disabled={isSending}>
        {t(isSending ? "conversations.common.sending" : "conversations.thread.sendReply")}
      </Button>
    </Form>
  );
}

function BlockForm({ name, hasBlocked }: { name: string; hasBlocked: boolean }) {
  const { t } = useTranslator();
  return (
    <Form method="post" className="border-t border-sand-200 pt-4">
      <input type="hidden" name="intent" value={hasBlocked ? "unblock" : "block"} />
      {hasBlocked ? null : (
        <p className="mb-2 text-sm text-ink-muted">{t("conversations.thread.blockExplanation", { name })}</p>
      )}
      <Button type="submit" variant="secondary">
        {t(hasBlocked ? "conversations.thread.unblock" : "conversations.thread.block", { name })}
      </Button>
    </Form>
  );
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [{ title: loaded?.metaTitle ?? "Inbox | Roamstead" }, { name: "robots", content: "noindex" }];
}
