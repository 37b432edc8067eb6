import { Link } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { formatDate } from "#app/lib/plain-format.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { conversationTexts, withName } from "#app/modules/conversations/conversation-texts.ts";
import { listConversations } from "#app/modules/conversations/list-conversations.server.ts";
import type { Route } from "./+types/inbox";

// /inbox (docs/product/conversations.md, "Inbox"): the signed-in account's conversations. A conversation is
// started from a listing's contact panel (routes/conversations/contact-seller.tsx).

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { conversations: await listConversations(getServices(context).db, user.id) };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
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
