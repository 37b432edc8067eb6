import { Form, useFetcher } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { type FormReply, submittedValue } from "#app/lib/form-reply.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { answerMaxLength, questionLengths } from "#app/modules/questions/question-rules.ts";

// The forms of public questions (docs/product/people-and-trust.md, "Public questions"). Each is a real form post
// that works before JavaScript; its refusal is shown by the page of the address it posts to, with what was typed.

/** A refusal as the forms show it: what failed, then why. */
function Refusal({ failed, reply }: { failed: MessageId; reply: FormReply | undefined }) {
  const { t } = useTranslator();
  if (!reply || reply.ok) return null;
  return (
    <Alert tone="error">
      {t(failed)}
      {reply.message ? ` ${t(reply.message as MessageId)}` : null}
    </Alert>
  );
}

/**
 * 'Your question' and 'Post question', POST /listing/{id}/questions. With JavaScript a fetcher posts it and a refusal
 * shows here, on the listing; a posted question leads back to the listing (`?asked=1#questions`) either way.
 */
export function AskQuestionForm({ listingId, reply: pageReply }: { listingId: string; reply?: FormReply }) {
  const { t } = useTranslator();
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data ?? pageReply;
  const isPosting = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`/listing/${listingId}/questions`} className="space-y-3">
      <Refusal failed="questions.ask.failed" reply={reply} />
      <TextAreaField
        name="question"
        label={t("questions.ask.label")}
        hint={t("questions.ask.hint")}
        required
        rows={3}
        maxLength={questionLengths.max}
        defaultValue={submittedValue(reply, "question")}
        error={reply?.fieldErrors?.question}
      />
      <Button type="submit" disabled={isPosting}>
        {t(isPosting ? "questions.ask.submitting" : "questions.ask.submit")}
      </Button>
    </fetcher.Form>
  );
}

/** 'Your answer' and 'Post answer', POST /questions/{id}/answer: back to the listing's question once posted. */
export function AnswerQuestionForm({ questionId, reply }: { questionId: string; reply?: FormReply }) {
  const { t } = useTranslator();
  return (
    <Form method="post" action={`/questions/${questionId}/answer`} className="mt-3 space-y-3">
      <Refusal failed="questions.answer.failed" reply={reply} />
      <TextAreaField
        name="answer"
        label={t("questions.answer.label")}
        hint={t("questions.answer.hint")}
        required
        rows={3}
        maxLength={answerMaxLength}
        defaultValue={submittedValue(reply, "answer")}
        error={reply?.fieldErrors?.answer}
      />
      <Button type="submit">{t("questions.answer.submit")}</Button>
    </Form>
  );
}

/** 'Hide', or 'Show again' for a hidden question, POST /questions/{id}/hide. */
export function QuestionVisibilityForm({ questionId, isHidden }: { questionId: string; isHidden: boolean }) {
  const { t } = useTranslator();
  return (
    <Form method="post" action={`/questions/${questionId}/hide`}>
      <input type="hidden" name="intent" value={isHidden ? "show" : "hide"} />
      <Button type="submit" variant="secondary">
        {t(isHidden ? "questions.hide.show" : "questions.hide.hide")}
      </Button>
    </Form>
  );
}
