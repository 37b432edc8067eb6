import { Link, useSearchParams } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { AskingState, QuestionsSectionView, QuestionView } from "#app/modules/questions/questions-section.ts";
import { AskQuestionForm, QuestionVisibilityForm } from "./question-forms.tsx";
import { QuestionItem } from "./question-item.tsx";

const askingNotes: Record<Exclude<AskingState, "form" | "sign-in">, MessageId> = {
  "own-listing": "questions.section.ownListing",
  closed: "questions.section.closed",
  "seller-unavailable": "questions.section.sellerUnavailable",
};

const linkClassName = "inline-flex min-h-11 items-center font-semibold text-pine-700 underline";

/**
 * The listing page's 'Questions' (docs/product/people-and-trust.md, "Public questions"): how to ask, then the
 * questions newest first, each with its answer. The seller gets 'Answer' (the question's own page, with the form and
 * any safety notice: its code stays off this page's first load) and 'Hide'. Plain forms and links, server rendered;
 * `#questions` is where the forms and the mails lead.
 */
export function ListingQuestions({ section }: { section: QuestionsSectionView }) {
  const { t } = useTranslator();
  const [searchParams] = useSearchParams();
  return (
    <section id="questions" aria-labelledby="questions-heading" className="scroll-mt-24 space-y-4">
      <h2 id="questions-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("questions.section.heading")}
      </h2>
      <p className="text-sm text-ink-muted">{t("questions.section.intro")}</p>
      {searchParams.get("asked") === "1" ? <Alert tone="success">{t("questions.section.asked")}</Alert> : null}
      {section.asking === "form" ? (
        // A new question is the newest: the form starts empty again once it shows.
        <AskQuestionForm key={section.questions[0]?.id} listingId={section.listingId} />
      ) : section.asking === "sign-in" ? (
        <Link to={section.signInPath} className={linkClassName}>
          {t("questions.section.signIn")}
        </Link>
      ) : (
        <p className="text-ink-muted">{t(askingNotes[section.asking])}</p>
      )}
      {section.questions.length > 0 ? (
        <ol aria-label={t("questions.section.list")} className="space-y-4">
          {section.questions.map((question) => (
            <li key={question.id} id={`question-${question.id}`} className="scroll-mt-24">
              <QuestionItem question={question}>
                {section.canManage ? <SellerActions question={question} /> : <ReportLink questionId={question.id} />}
              </QuestionItem>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-muted">{t("questions.section.none")}</p>
      )}
      {section.hasMore ? (
        <Link to="?questions=all#questions" className={linkClassName}>
          {t("questions.section.showAll")}
        </Link>
      ) : null}
    </section>
  );
}

function ReportLink({ questionId }: { questionId: string }) {
  const { t } = useTranslator();
  return (
    <Link to={`/report-content/question/${questionId}`} rel="nofollow" className={`${linkClassName} text-sm`}>
      {t("questions.question.report")}
    </Link>
  );
}

function SellerActions({ question }: { question: QuestionView }) {
  const { t } = useTranslator();
  if (question.isRemoved) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-4">
      {question.answer || question.isHidden ? null : (
        <Link to={`/questions/${question.id}/answer`} className={linkClassName}>
          {t("questions.answer.open")}
        </Link>
      )}
      <QuestionVisibilityForm questionId={question.id} isHidden={question.isHidden} />
    </div>
  );
}
