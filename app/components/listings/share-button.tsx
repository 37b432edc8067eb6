import { useEffect, useRef, useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { MediaShareIcon } from "./media-icons.tsx";

/** How long a share message stays (docs/product/listing-page.md, Share). */
export const shareMessageMs = 3_000;

const shareMessages = {
  shared: "listings.share.shared",
  copied: "listings.share.copied",
  failed: "listings.share.failed",
} as const satisfies Record<string, MessageId>;

export interface ShareButtonProps {
  title: string;
  /** The first 160 characters of the description. */
  text: string;
  /** The canonical, absolute URL of the page. */
  url: string;
}

/**
 * Shares the page with the browser's share sheet, or else copies its link. The outcome is announced
 * in a polite live region and cleared after 3 s. Closing the share sheet without sharing (AbortError)
 * is the visitor's choice, not a failure, so it shows nothing.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const { t } = useTranslator();
  const [message, setMessage] = useState<MessageId | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  function show(next: MessageId) {
    clearTimeout(clearTimer.current);
    setMessage(next);
    clearTimer.current = setTimeout(() => setMessage(null), shareMessageMs);
  }

  async function share() {
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text: text || undefined, url });
        show(shareMessages.shared);
      } else {
        await navigator.clipboard.writeText(url);
        show(shareMessages.copied);
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      show(shareMessages.failed);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" onClick={share} className={buttonClassName("secondary", "gap-2")}>
        <MediaShareIcon />
        {t("listings.share.button")}
      </button>
      <p
        role="status"
        className={`min-h-5 text-sm font-medium ${message === shareMessages.failed ? "text-red-800" : "text-pine-800"}`}
      >
        {message ? t(message) : ""}
      </p>
    </div>
  );
}
