import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { QuestionView } from "#app/modules/questions/questions-section.ts";

/**
 * One public question: who asked and when, the question as written, the seller's answer or 'Not answered yet', then
 * `children` (the 'Report' link, or the seller's forms). Marked 'Hidden' or 'Removed' for those who still see it.
 */
export function QuestionItem({ question, children }: { question: QuestionView; children: ReactNode }) {
  const { t, locale } = useTranslator();
  const { answer } = question;
  const dateOf = (date: Date) => <time dateTime={date.toISOString()}>{formatLocaleDate(date, locale, "long")}</time>;
  return (
    <article className="rounded-lg border border-sand-300 bg-white p-4">
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">{t("questions.question.asked", { name: question.askerName })}</span> ·{" "}
        {dateOf(question.createdAt)}
      </p>
      {question.isHidden ? <Mark>{t("questions.question.hiddenNote")}</Mark> : null}
      {question.isRemoved ? <Mark>{t("questions.question.removedNote")}</Mark> : null}
      <p className="mt-2 whitespace-pre-line break-words">{question.body}</p>
      <div className="mt-3 border-l-4 border-pine-100 pl-3">
        {answer ? (
          <>
            <p className="text-sm text-ink-muted">
              <span className="font-semibold text-ink">{t("questions.answer.heading")}</span> ·{" "}
              {dateOf(answer.answeredAt)}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{answer.body}</p>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t("questions.answer.none")}</p>
        )}
      </div>
      {children}
    </article>
  );
}

function Mark({ children }: { children: string }) {
  return <p className="mt-1 text-sm font-semibold text-sunset-700">{children}</p>;
}
