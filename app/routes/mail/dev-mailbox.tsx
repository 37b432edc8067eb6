import { data } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { canReadDevMailbox } from "#app/modules/mail/dev-mailbox-access.ts";
import { listOutboxMessages, type OutboxMessageSummary } from "#app/modules/mail/list-outbox-messages.server.ts";
import type { Route } from "./+types/dev-mailbox";

const shownMessages = 50;

export const handle: MessagesHandle = { messages: ["platform"] };

// Its answers are `Cache-Control: private, no-store` like every private page (app/modules/platform/private-pages.server.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  // Sign-in, verification and reset links live in these mails: in production only administrators see
  // them; for everyone else the page does not exist.
  if (!canReadDevMailbox(env, await getCurrentUser(request, context))) throw data(null, { status: 404 });
  const messages = await listOutboxMessages({ db, limit: shownMessages });
  return { messages: messages.map(toView), title: requestTranslator(request).t("platform.devMailbox.title") };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  const { t } = useTranslator();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-pine-800">{t("platform.devMailbox.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("platform.devMailbox.intro", { count: shownMessages })}</p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded bg-white p-6 shadow-sm">{t("platform.devMailbox.empty")}</p>
      ) : (
        <ol className="mt-8 space-y-6">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}

type MessageView = ReturnType<typeof toView>;

function MessageCard({ message }: { message: MessageView }) {
  const { t } = useTranslator();
  return (
    <li className="rounded bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{message.subject}</h2>
        <span
          className={
            message.status === "sent"
              ? "rounded bg-pine-100 px-2 py-0.5 text-sm font-semibold text-pine-800"
              : "rounded bg-sand-200 px-2 py-0.5 text-sm font-semibold text-ink"
          }
        >
          {t(message.status === "sent" ? "platform.devMailbox.status.sent" : "platform.devMailbox.status.pending")}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-muted">
        <dt>{t("platform.devMailbox.to")}</dt>
        <dd className="break-all text-ink">{message.recipient}</dd>
        <dt>{t("platform.devMailbox.created")}</dt>
        <dd>{message.createdAt}</dd>
        <dt>{t("platform.devMailbox.sent")}</dt>
        <dd>{message.sentAt ?? t("platform.devMailbox.notYet")}</dd>
        {message.lastError ? (
          <>
            <dt>{t("platform.devMailbox.lastError")}</dt>
            <dd className="text-sunset-700">
              {t("platform.devMailbox.errorAttempt", { error: message.lastError, attempts: message.attempts })}
            </dd>
          </>
        ) : null}
      </dl>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap break-words rounded bg-sand-50 p-4 text-sm text-ink">
        {message.text}
      </pre>
    </li>
  );
}

// Formatted on the server so the page reads the same before and after hydration.
function toView(message: OutboxMessageSummary) {
  return {
    ...message,
    createdAt: formatTime(message.createdAt),
    sentAt: message.sentAt ? formatTime(message.sentAt) : null,
  };
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The error page names itself (one <title>, from the root ErrorBoundary).
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return [{ title: `${loaderData.title} | Roamstead` }, { name: "robots", content: "noindex" }];
}
