import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";

interface MediaProgressBarProps {
  entry: MediaEntry;
  /** The progress bar's accessible name. */
  label: string;
  /** The file's name shown above the bar. */
  caption: string;
}

/** The share of the bar the upload fills; the server's processing finishes the rest (docs/product/media.md). */
const uploadShare = 0.9;

/** How full the bar is: the upload's share sent, then all but the processing part while the server works. */
export function progressBarFill(entry: Pick<MediaEntry, "status" | "progress">): number {
  if (entry.status === "done") return 100;
  if (entry.status === "processing") return Math.round(100 * uploadShare);
  return Math.round(entry.progress * uploadShare);
}

/** One file's upload: waiting, the share sent, then processing while the server makes the variants. */
export function MediaProgressBar({ entry, label, caption }: MediaProgressBarProps) {
  const { t } = useTranslator();
  const isProcessing = entry.status === "processing";
  const text =
    entry.status === "queued"
      ? t("media.progress.waiting")
      : isProcessing
        ? t("media.progress.processing")
        : t("media.progress.percent", { percent: entry.progress });
  const fill = progressBarFill(entry);
  return (
    <div className="w-full">
      <p className="flex items-baseline justify-between gap-2 text-xs text-ink">
        <span className="truncate" title={caption}>
          {caption}
        </span>
        <span className="shrink-0 font-semibold tabular-nums">{text}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
        aria-valuetext={text}
        className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className={`h-full rounded-full bg-pine-700 transition-[width] duration-200 ${isProcessing ? "animate-pulse" : ""}`}
          style={{ width: `${fill}%` }}
        />
      </div>
    </div>
  );
}
