import { Link } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { formatConversationDate } from "#app/modules/conversations/conversation-date.ts";
import { listConversations } from "#app/modules/conversations/list-conversations.server.ts";
import { partyNamesOf } from "#app/modules/conversations/party-names.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { offerStepSentence } from "#app/modules/offers/offer-step-sentence.ts";
import type { Route } from "./+types/inbox";

// /inbox (docs/product/conversations.md, "Inbox"): the signed-in account's conversations. A conversation is
// started from a listing's contact panel (routes/conversations/contact-seller.tsx).

export const handle: MessagesHandle = { messages: ["conversations"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const translator = requestTranslator(request);
  const { t } = translator;
  const listed = await listConversations(getServices(context).db, user.id, partyNamesOf(request));
  return {
    // An offer step reads as its sentence, then its note: written here, so the page loads no offer code.
    conversations: listed.map(({ latestOfferStep: step, ...conversation }) => ({
      ...conversation,
      excerpt: step
        ? `${offerStepSentence(translator, step, step.isMine, conversation.otherName)} ${conversation.excerpt}`.trim()
        : conversation.excerpt,
    })),
    metaTitle: t("conversations.inbox.metaTitle"),
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslator();
  const { conversations } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">
          {t("conversations.inbox.heading")}
        </h1>
        <Link to="/buying-safely" className="font-semibold text-pine-700 underline">
          {t("conversations.common.buyingSafely")}
        </Link>
      </div>
      {conversations.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t("conversations.inbox.empty")}</p>
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
                  {formatConversationDate(conversation.lastMessageAt, locale)}
                </time>
              </div>
              <p className="mt-1 text-sm text-ink">
                {t("conversations.inbox.withName", { name: conversation.otherName })}
                {conversation.isUnread ? <Badge tone="unread">{t("conversations.inbox.unread")}</Badge> : null}
                {conversation.isAnsweredByEmail ? (
                  <Badge tone="plain">{t("conversations.inbox.answeredByEmail")}</Badge>
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

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Inbox | Roamstead" }, { name: "robots", content: "noindex" }];
}
