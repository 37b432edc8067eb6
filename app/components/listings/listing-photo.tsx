import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { MediaVariantWidth } from "#app/components/media/media-url.ts";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";

/**
 * A card's width in the 1 → 2 → 3 column grid of a max-w-7xl page (padding and gaps taken off), so a phone
 * gets the 480 or 960 px file and a desktop the 480 px one.
 */
const cardImageSizes =
  "(min-width: 1280px) 395px, (min-width: 1024px) calc(33vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";
/** Cards never need the 1920 px file (and stay near the 40 KB card budget). */
const cardImageWidths: readonly MediaVariantWidth[] = [480, 960];

export interface ListingPhotoProps {
  /** The listing's first photo, or null: 'No photo yet'. */
  image: string | null;
  /** The listing's title. */
  alt: string;
  /** Defaults to a card in the listing grid. */
  sizes?: string;
  widths?: readonly MediaVariantWidth[];
  priority?: boolean;
  /** Greyed out: a listing no longer available. */
  isFaded?: boolean;
}

/** A listing's photo on a card (4:3, cropped to fill), or 'No photo yet'. */
export function ListingPhoto({
  image,
  alt,
  sizes = cardImageSizes,
  widths = cardImageWidths,
  priority,
  isFaded = false,
}: ListingPhotoProps) {
  const { t } = useTranslator();
  if (!image) {
    return (
      <div className="flex h-full items-center justify-center text-sm text-ink-muted">{t("listings.photo.none")}</div>
    );
  }
  return (
    <ResponsiveImage
      src={image}
      alt={alt}
      sizes={sizes}
      widths={widths}
      width={640}
      height={480}
      priority={priority}
      className={`h-full w-full object-cover${isFaded ? " opacity-60 grayscale" : ""}`}
    />
  );
}
