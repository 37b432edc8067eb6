// /listing/{id}/questions: a signed-in buyer asks a public question about a listing (docs/product/people-and-trust.md,
// "Public questions"). The listing page's form posts here: a posted question is a 303 back to the listing
// (`?asked=1#questions`); a refused one, posted before JavaScript, answers this page with the form, the refusal and
// what was typed (with JavaScript a fetcher gets the reply and the listing shows it). Nothing is to be read here by
// GET: it goes on to the listing's questions.
import { data, Link, redirect } from "react-router";
import { type MessagesHandle, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { AskQuestionForm } from "#app/components/questions/question-forms.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { findListingSeller } from "#app/modules/conversations/find-listing-seller.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import { askQuestion } from "#app/modules/questions/ask-question.server.ts";
import { askQuestionSchema } from "#app/modules/questions/question.schema.ts";
import type { Route } from "./+types/ask-question";

export const handle: MessagesHandle = { messages: ["questions"] };

/**
 * A GET (a link, a reload) goes on to the listing's questions. A middleware, not the loader: after a refused post
 * the loaders run to show the refusal, and only the middleware still sees that the request was a POST.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const id = listingIdSchema.safeParse(params.id);
    if (!id.success) throw data(null, { status: 404 });
    throw redirect(`/listing/${id.data}#questions`);
  },
];

/** The refusal's page: the listing's title, when it is still public. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const seller = await findListingSeller(getServices(context).db, id.data);
  return {
    listingId: id.data,
    title: seller.status === "found" ? listingDisplayTitle(seller.listing) : null,
    metaTitle: requestTranslator(request).t("questions.ask.metaTitle"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: askQuestionSchema });
  if (!input.ok) return replyData(input.failure);
  const listingId = listingIdSchema.safeParse(params.id);
  if (!listingId.success) {
    return replyData(failureOf(new AppError("not-found", "questions.error.listingNotFound"), input.values));
  }
  const { db, env, notifyOutbox } = getServices(context);
  try {
    await askQuestion({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      listingId: listingId.data,
      askerId: user.id,
      body: input.data.question,
      askerIp: request.headers.get(clientIpHeader) ?? "unknown",
    });
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
  return redirect(`/listing/${listingId.data}?asked=1#questions`, 303);
}

export default function AskQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { listingId, title } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{t("questions.ask.heading")}</h1>
      {title ? (
        <p className="mt-2">
          <Link to={`/listing/${listingId}#questions`} className="font-semibold text-pine-700 underline">
            {title}
          </Link>
        </p>
      ) : null}
      <div className="mt-6">
        <AskQuestionForm listingId={listingId} reply={actionData} />
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Ask a question | Roamstead" }, { name: "robots", content: "noindex" }];
}
