import type { MessagesHandle } from "#app/components/i18n/page-translator.tsx";
import { ManagedQuestionPage } from "#app/components/questions/managed-question-page.tsx";
import { getServices } from "#app/lib/context.server.ts";
import { questionVisibilitySchema } from "#app/modules/questions/question.schema.ts";
import { setQuestionHidden } from "#app/modules/questions/set-question-hidden.server.ts";
import type { Route } from "./+types/hide-question";
import { loadManagedQuestion, manageQuestion } from "./load-managed-question.server.ts";

export const handle: MessagesHandle = { messages: ["questions", "conversations"] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadManagedQuestion(request, context, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getServices(context);
  return manageQuestion(request, context, params, questionVisibilitySchema, ({ questionId, manager, input }) =>
    setQuestionHidden({ db, questionId, manager, isHidden: input.intent === "hide" }),
  );
}

export default function HideQuestion({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagedQuestionPage {...loaderData} hideReply={actionData} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.metaTitle ?? "Answer a question | Roamstead" }, { name: "robots", content: "noindex" }];
}
