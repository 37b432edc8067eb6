import { Fragment, type ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** Stands for the link while the message is translated; no message holds it. */
const linkMark = "\u0000";

/**
 * A sentence with a link inside it, where its message puts `{link}` ('{link}, then submit this form again…'), so
 * that each language places the link where its sentence needs it (ADR 056).
 */
export function SentenceWithLink({ id, link }: { id: MessageId; link: ReactNode }) {
  const { t } = useTranslator();
  const parts = t(id, { link: linkMark }).split(linkMark);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
        <Fragment key={index}>
          {index > 0 ? link : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
