import { useEffect, useRef, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { Button } from "./button.tsx";

/** How long 'Copied.' stays. */
const copyMessageMs = 3_000;

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  label: MessageId;
  /** Said once copied, and when the browser refuses the clipboard (the text stays on the page to copy by hand). */
  copied: MessageId;
  copyFailed: MessageId;
}

/** A button that copies `text`, its outcome announced in a polite live region and cleared after 3 s. */
export function CopyButton({ text, label, copied, copyFailed }: CopyButtonProps) {
  const { t } = useTranslator();
  const [message, setMessage] = useState<MessageId | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);
  async function copy() {
    let outcome = copied;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      outcome = copyFailed;
    }
    clearTimeout(clearTimer.current);
    setMessage(outcome);
    clearTimer.current = setTimeout(() => setMessage(null), copyMessageMs);
  }
  return (
    <>
      <Button type="button" onClick={copy}>
        {t(label)}
      </Button>
      <span role="status" className="text-sm text-ink-muted">
        {message ? t(message) : ""}
      </span>
    </>
  );
}
