// /questions/{id}/answer: the seller (or an administrator) answers a public question, once
// (docs/product/people-and-trust.md, "Public questions"). The page shows the question with the answer and hide forms
// (the seller's mail leads here; it is also where a refused answer posted before JavaScript is shown); an answer
// posted is a 303 back to the question on the listing.
import { redirect } from "react-router";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { ManagedQuestionPage } from "#app/components/questions/managed-question-page.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import { answerQuestion } from "#app/modules/questions/answer-question.server.ts";
import { answerQuestionSchema, questionIdSchema } from "#app/modules/questions/question.schema.ts";
import type { Route } from "./+types/answer-question";
import { loadManagedQuestion } from "./load-managed-question.server.ts";

export const handle: MessagesHandle = { messages: ["questions", "conversations"] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadManagedQuestion(request, context, params);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: answerQuestionSchema });
  if (!input.ok) return replyData(input.failure);
  const questionId = questionIdSchema.safeParse(params.id);
  if (!questionId.success) {
    return replyData(failureOf(new AppError("not-found", "questions.error.notFound"), input.values));
  }
  const { db, env, notifyOutbox } = getServices(context);
  try {
    const { listingId } = await answerQuestion({
      db,
      baseUrl: env.BASE_URL,
      notifyOutbox,
      questionId: questionId.data,
      answerer: user,
      body: input.data.answer,
    });
    return redirect(`/listing/${listingId}#question-${questionId.data}`, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

export default function AnswerQuestion({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagedQuestionPage {...loaderData} answerReply={actionData} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Answer a question | Roamstead" }, { name: "robots", content: "noindex" }];
}
