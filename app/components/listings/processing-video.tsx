import { videoTexts } from "#app/modules/media/video-texts.ts";
import { MediaVideoIcon } from "./media-icons.tsx";

/** A video the server is still processing: its place, said in words, not playable (docs/product/media.md). */
export function ProcessingVideo({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-col items-center justify-center gap-2 bg-ink text-white ${className}`}>
      <MediaVideoIcon className="h-10 w-10 animate-pulse" />
      <p className="font-semibold">{videoTexts.processing}</p>
    </div>
  );
}
