import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, string> = {
  error: "border-red-300 bg-red-50 text-red-900",
  success: "border-pine-100 bg-pine-50 text-pine-900",
  info: "border-sand-300 bg-sand-100 text-ink",
};

/**
 * A message about the last action; errors are announced at once, the rest politely. A message given as a string
 * (a reply's `message`) is a message id, translated here (ADR 056), or text already in the page's language.
 */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-4 py-3 text-sm ${tones[tone]}`}>
      {typeof children === "string" ? t(children as MessageId) : children}
    </div>
  );
}
