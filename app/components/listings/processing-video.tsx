import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaVideoIcon } from "./media-icons.tsx";

/**
 * A video the server is still processing: its place, said in words, not playable (docs/product/media.md). Its words
 * are the media catalogs': its pages name the `media` messages.
 */
export function ProcessingVideo({ className = "" }: { className?: string }) {
  const { t } = useTranslator();
  return (
    <div className={`flex flex-col items-center justify-center gap-2 bg-ink text-white ${className}`}>
      <MediaVideoIcon className="h-10 w-10 animate-pulse" />
      <p className="font-semibold">{t("media.video.processing")}</p>
    </div>
  );
}
