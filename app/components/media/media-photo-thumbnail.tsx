import { useState } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

interface MediaPhotoThumbnailProps {
  photo: MediaEntry;
  /** 1-based, for the image's text. */
  position: number;
  /** How the photo is called in the preview button's name, e.g. "photo 1 (cover)" (in the page's language). */
  name: string;
  /** Opens the photo in the viewer; absent when the photo cannot be previewed. */
  onPreview?(): void;
}

const thumbnailSizes = "(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 45vw";

/** The uploaded photo's 480 px variant (a button that opens the viewer when it can), or the picked file meanwhile. */
export function MediaPhotoThumbnail({ photo, position, name, onPreview }: MediaPhotoThumbnailProps) {
  const { t } = useTranslator();
  const { url, previewUrl } = photo;
  if (!url) return previewUrl ? <PreviewImage src={previewUrl} /> : null;
  const image = (alt: string) => (
    <ResponsiveImage
      src={url}
      alt={alt}
      sizes={thumbnailSizes}
      widths={[480]}
      width={480}
      height={360}
      draggable={false}
      className="h-full w-full object-cover"
    />
  );
  if (!onPreview) return image(t("media.photo.alt", { position }));
  return (
    <button
      type="button"
      data-preview
      aria-label={t("media.photo.viewFullSize", { name })}
      onClick={onPreview}
      className="block h-full w-full cursor-zoom-in"
    >
      {image("")}
    </button>
  );
}

/** The picked file itself while it uploads; formats the browser cannot show (HEIC) leave the tile plain. */
function PreviewImage({ src }: { src: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return null;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      onError={() => setIsBroken(true)}
      className="h-full w-full object-cover opacity-80"
    />
  );
}
