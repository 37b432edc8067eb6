import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { ManagedQuestionPage } from "#app/components/questions/managed-question-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { answerQuestion } from "#app/modules/questions/answer-question.server.ts";
import { answerQuestionSchema } from "#app/modules/questions/question.schema.ts";
import type { Route } from "./+types/answer-question";
import { loadManagedQuestion, manageQuestion } from "./load-managed-question.server.ts";

export const handle: MessagesHandle = { messages: ["questions", "conversations"] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadManagedQuestion(request, context, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  const { db, env, notifyOutbox } = getServices(context);
  return manageQuestion(request, context, params, answerQuestionSchema, ({ questionId, manager, input }) =>
    answerQuestion({ db, baseUrl: env.BASE_URL, notifyOutbox, questionId, answerer: manager, body: input.answer }),
  );
}

export default function AnswerQuestion({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagedQuestionPage {...loaderData} answerReply={actionData} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Answer a question | Roamstead" }, { name: "robots", content: "noindex" }];
}
