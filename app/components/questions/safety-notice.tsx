import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { QuestionView } from "#app/modules/questions/questions-section.ts";

/**
 * The scam notice of a question, for its seller (its recipient, as a message's notice is for its recipient) and
 * administrators (docs/product/people-and-trust.md, "Public questions").
 */
export function QuestionSafetyNotice({ lines }: { lines: QuestionView["safetyNotices"] }) {
  const { t } = useTranslator();
  if (lines.length === 0) return null;
  return (
    <div className="mt-3 rounded-md border border-sunset-700/40 bg-sand-100 px-4 py-3 text-sm text-ink">
      <p className="font-bold">⚠️ {t("conversations.scam.heading")}</p>
      <p className="mt-1">{t("questions.question.safetyIntro")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </ul>
      <p className="mt-2">{t("questions.question.safetyOutro")}</p>
    </div>
  );
}
