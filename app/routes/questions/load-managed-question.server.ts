// What the answer and hide routes share (docs/product/people-and-trust.md, "Public questions"): the loader, the
// question as its seller (or an administrator) manages it, or the refusal's words and status for anyone else; and the
// action's frame, a 303 back to the question on the listing once done.
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { type CurrentUser, requireUser } from "#app/modules/accounts/current-user.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, failureReply, replyData, toAppError } from "#app/modules/platform/reply.server.ts";
import { findManagedQuestion } from "#app/modules/questions/find-managed-question.server.ts";
import { questionView } from "#app/modules/questions/listing-questions-section.server.ts";
import { questionIdSchema } from "#app/modules/questions/question.schema.ts";

export async function loadManagedQuestion(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id?: string },
) {
  const user = await requireUser(request, context);
  const translator = requestTranslator(request);
  const metaTitle = translator.t("questions.manage.metaTitle");
  try {
    const id = questionIdSchema.safeParse(params.id);
    if (!id.success) throw new AppError("not-found", "questions.error.notFound");
    const question = await findManagedQuestion(getServices(context).db, id.data, user);
    return {
      metaTitle,
      error: null,
      listing: {
        id: question.listing.id,
        title: listingDisplayTitle(question.listing),
        isOpen: question.listing.isOpen,
      },
      question: questionView(question, translator, true),
    };
  } catch (error) {
    const failure = toAppError(error);
    return data({ metaTitle, error: failure.message, listing: null, question: null }, { status: failure.status });
  }
}

export type ManagedQuestionLoaderData = Awaited<ReturnType<typeof loadManagedQuestion>>;

/**
 * A seller's (or an administrator's) post about the question `params.id` names: the body read with `schema`, then
 * `change`, which says the question's listing; its refusals answered with their status and what was typed.
 */
export async function manageQuestion<Schema extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id?: string },
  schema: Schema,
  change: (change: {
    questionId: string;
    manager: CurrentUser;
    input: z.output<Schema>;
  }) => Promise<{ listingId: string }>,
) {
  const manager = await requireUser(request, context);
  const input = await readInput(request, { schema });
  if (!input.ok) return replyData(input.failure);
  const questionId = questionIdSchema.safeParse(params.id);
  if (!questionId.success) {
    return replyData(failureOf(new AppError("not-found", "questions.error.notFound"), input.values));
  }
  try {
    const { listingId } = await change({ questionId: questionId.data, manager, input: input.data });
    return redirect(`/listing/${listingId}#question-${questionId.data}`, 303);
  } catch (error) {
    return replyData(failureReply(error, input.values));
  }
}
