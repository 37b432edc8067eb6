// /questions/{id}/hide: the seller (or an administrator) hides a public question from the listing's page, or shows it
// again (docs/product/people-and-trust.md, "Public questions"); a 303 back to the question on the listing. By GET, and
// after a refusal posted before JavaScript, it shows the question as /questions/{id}/answer does.
import { redirect } from "react-router";
import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { ManagedQuestionPage } from "#app/components/questions/managed-question-page.tsx";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData } from "#app/modules/platform/reply.server.ts";
import { questionIdSchema, questionVisibilitySchema } from "#app/modules/questions/question.schema.ts";
import { setQuestionHidden } from "#app/modules/questions/set-question-hidden.server.ts";
import type { Route } from "./+types/hide-question";
import { loadManagedQuestion } from "./load-managed-question.server.ts";

export const handle: MessagesHandle = { messages: ["questions", "conversations"] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadManagedQuestion(request, context, params);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const input = await readInput(request, { schema: questionVisibilitySchema });
  if (!input.ok) return replyData(input.failure);
  const questionId = questionIdSchema.safeParse(params.id);
  if (!questionId.success) {
    return replyData(failureOf(new AppError("not-found", "questions.error.notFound"), input.values));
  }
  try {
    const { listingId } = await setQuestionHidden({
      db: getServices(context).db,
      questionId: questionId.data,
      manager: user,
      isHidden: input.data.intent === "hide",
    });
    return redirect(`/listing/${listingId}#question-${questionId.data}`, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}

export default function HideQuestion({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagedQuestionPage {...loaderData} hideReply={actionData} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Answer a question | Roamstead" }, { name: "robots", content: "noindex" }];
}
