import { data, Link, redirect } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import { formatDate } from "#app/lib/plain-format.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { getCurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { startConversationSchema } from "#app/modules/conversations/conversation-message.schema.ts";
import {
  conversationTexts,
  type StartConversationErrorCode,
  startConversationErrorCodes,
  startConversationErrorTexts,
  withName,
} from "#app/modules/conversations/conversation-texts.ts";
import { listConversations } from "#app/modules/conversations/list-conversations.server.ts";
import { startConversation } from "#app/modules/conversations/start-conversation.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureReply, type InputFailure, replyData } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/inbox";

// /inbox (docs/product/conversations.md, "Inbox"): the signed-in account's conversations. Its action is the
// listing page's contact panel for a signed-in buyer: a form post (before JavaScript) goes on to the thread,
// or back to the listing with `?conversationError=`; the panel's fetcher (it adds `inPlace=1`) gets the reply.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { conversations: await listConversations(getServices(context).db, user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readInput(request, { schema: startConversationSchema });
  const rawListingId = submittedValue({ ok: input.ok, values: input.values }, "listingId");
  const listingPage = startConversationSchema.shape.listingId.safeParse(rawListingId).success
    ? `/listing/${rawListingId}`
    : undefined;
  const user = await getCurrentUser(request, context);
  if (!user) {
    const back = listingPage ? `${listingPage}#contact` : "/inbox";
    return redirect(`/sign-in-camper?redirect=${encodeURIComponent(back)}`, 303);
  }
  const isInPlace = submittedValue({ ok: input.ok, values: input.values }, "inPlace") === "1";
  const fail = (failure: InputFailure) =>
    isInPlace || !listingPage ? replyData(failure) : backToListing(listingPage, failure);
  if (!input.ok) return fail(input.failure);
  const { db, env, notifyOutbox } = getServices(context);
  let conversationId: string;
  try {
    ({ conversationId } = await startConversation({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      buyerId: user.id,
      listingId: input.data.listingId,
      message: input.data.message,
      senderIp: request.headers.get(clientIpHeader) ?? "unknown",
    }));
  } catch (error) {
    return fail(failureReply(error, input.values));
  }
  if (!isInPlace) return redirect(`/inbox/${conversationId}`, 303);
  const sent: FormReply & { conversationId: string } = { ok: true, message: conversationTexts.sent, conversationId };
  return data(sent);
}

/** Back to the panel, which reads the outcome from the query string (its words, by the failure's message). */
function backToListing(listingPage: string, failure: InputFailure) {
  const code: StartConversationErrorCode =
    startConversationErrorCodes.find((candidate) => startConversationErrorTexts[candidate] === failure.reply.message) ??
    "invalid";
  return redirect(`${listingPage}?conversationError=${code}#contact`, 303);
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { conversations } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
          {conversationTexts.inboxHeading}
        </h1>
        <Link to="/buying-safely" className="font-semibold text-pine-700 underline">
          {conversationTexts.buyingSafely}
        </Link>
      </div>
      {actionData && !actionData.ok && actionData.message ? (
        <div className="mt-6">
          <Alert tone="error">
            {conversationTexts.failed} {actionData.message}
          </Alert>
        </div>
      ) : null}
      {conversations.length === 0 ? (
        <p className="mt-8 text-ink-muted">{conversationTexts.inboxEmpty}</p>
      ) : (
        <ul className="mt-8 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="relative p-4 hover:bg-sand-50 sm:p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2
                  className={`text-lg leading-snug text-ink ${conversation.isUnread ? "font-bold" : "font-semibold"}`}
                >
                  <Link
                    to={`/inbox/${conversation.id}`}
                    className="underline-offset-2 after:absolute after:inset-0 hover:underline"
                  >
                    {conversation.listingTitle}
                  </Link>
                </h2>
                <time dateTime={conversation.lastMessageAt.toISOString()} className="text-sm text-ink-muted">
                  {formatDate(conversation.lastMessageAt, "medium")}
                </time>
              </div>
              <p className="mt-1 text-sm text-ink">
                {withName(conversation.otherName)}
                {conversation.isUnread ? <Badge tone="unread">{conversationTexts.unread}</Badge> : null}
                {conversation.isAnsweredByEmail ? (
                  <Badge tone="plain">{conversationTexts.answeredByEmail}</Badge>
                ) : null}
              </p>
              <p className="mt-1 break-words text-sm text-ink-muted">{conversation.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Badge({ tone, children }: { tone: "unread" | "plain"; children: string }) {
  const colors = tone === "unread" ? "bg-sunset-700 text-white" : "bg-sand-200 text-ink";
  return (
    <span className={`ml-2 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${colors}`}>{children}</span>
  );
}

export function meta() {
  return [{ title: "Inbox | Roamstead" }, { name: "robots", content: "noindex" }];
}
