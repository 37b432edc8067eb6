import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { FormReply } from "#app/lib/form-reply.ts";
import type { QuestionView } from "#app/modules/questions/questions-section.ts";
import { AnswerQuestionForm, QuestionVisibilityForm } from "./question-forms.tsx";
import { QuestionItem } from "./question-item.tsx";
import { QuestionSafetyNotice } from "./safety-notice.tsx";

export interface ManagedQuestionPageProps {
  /** Why the question is not shown (a message id); null when it is. */
  error: string | null;
  listing: { id: string; title: string; isOpen: boolean } | null;
  question: QuestionView | null;
  /** The refusal of the form posted here, shown in it with what was typed. */
  answerReply?: FormReply;
  hideReply?: FormReply;
}

/**
 * One question as its seller (or an administrator) manages it, at /questions/{id}/answer and /questions/{id}/hide
 * (docs/product/people-and-trust.md, "Public questions"): the page the seller's mail leads to, and the one a form
 * posted before JavaScript shows its refusal on.
 */
export function ManagedQuestionPage({ error, listing, question, answerReply, hideReply }: ManagedQuestionPageProps) {
  const { t } = useTranslator();
  if (!listing || !question) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <Alert tone="error">{error ?? "questions.error.notFound"}</Alert>
      </section>
    );
  }
  const canAnswer = !question.answer && !question.isHidden && !question.isRemoved;
  const showsAnswerForm = canAnswer && listing.isOpen;
  // An answer refused after the form went away (answered meanwhile, from another tab): said here, since no form is.
  const answerRefusal = answerReply && !answerReply.ok && !showsAnswerForm ? answerReply.message : undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Link
        to={`/listing/${listing.id}#question-${question.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
      >
        {t("questions.manage.backToListing")}
      </Link>
      <h1 className="mt-2 break-words text-2xl font-bold tracking-tight text-pine-800 sm:text-3xl">
        {t("questions.manage.heading", { title: listing.title })}
      </h1>
      <div className="mt-6">
        <QuestionItem question={question}>
          <QuestionSafetyNotice lines={question.safetyNotices} />
          <div className="mt-3 space-y-3">
            {question.answer ? <p className="text-sm text-ink-muted">{t("questions.manage.answered")}</p> : null}
            {canAnswer && !listing.isOpen ? <Alert tone="info">{"questions.error.listingClosed"}</Alert> : null}
            {showsAnswerForm ? <AnswerQuestionForm questionId={question.id} reply={answerReply} /> : null}
            {answerRefusal ? <Alert tone="error">{answerRefusal}</Alert> : null}
            {hideReply && !hideReply.ok && hideReply.message ? <Alert tone="error">{hideReply.message}</Alert> : null}
            {question.isRemoved ? null : (
              <QuestionVisibilityForm questionId={question.id} isHidden={question.isHidden} />
            )}
          </div>
        </QuestionItem>
      </div>
    </section>
  );
}
