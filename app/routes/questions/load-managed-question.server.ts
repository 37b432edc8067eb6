// The loader the answer and hide routes share: the question as its seller (or an administrator) manages it, or the
// refusal's words and status for anyone else (docs/product/people-and-trust.md, "Public questions").
import { data, type RouterContextProvider } from "react-router";
import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { toAppError } from "#app/modules/platform/reply.server.ts";
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
