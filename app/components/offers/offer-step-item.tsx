import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { formatConversationDate } from "#app/modules/conversations/conversation-date.ts";
import type { ThreadOfferStep } from "#app/modules/conversations/list-thread-messages.server.ts";
import { formatOfferExpiry } from "#app/modules/offers/offer-expiry.ts";
import { offerStepSentence } from "#app/modules/offers/offer-step-sentence.ts";

export interface OfferStepItemProps {
  step: ThreadOfferStep;
  isMine: boolean;
  otherName: string;
  createdAt: Date;
  /** The note that came with the step, and its safety notice, as the thread shows a message's body. */
  children: ReactNode;
}

/** One offer step of a conversation (docs/product/making-the-deal.md, "Offers"), in the viewer's language. */
export function OfferStepItem({ step, isMine, otherName, createdAt, children }: OfferStepItemProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const date = formatConversationDate(new Date(createdAt), locale);
  const isOpening = step.event === "made" || step.event === "countered";
  return (
    <article
      aria-label={t("offers.step.messageLabel", { date })}
      className="rounded-xl border-2 border-pine-100 bg-white p-4"
    >
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold text-pine-800">{offerStepSentence(translator, step, isMine, otherName)}</span>
        <time dateTime={new Date(createdAt).toISOString()} className="text-sm text-ink-muted">
          {date}
        </time>
      </p>
      {isOpening ? (
        <p className="mt-1 text-sm text-ink-muted">
          {t("offers.panel.openUntil", { expiry: formatOfferExpiry(new Date(step.expiresAt), locale) })}
        </p>
      ) : null}
      {children}
    </article>
  );
}
