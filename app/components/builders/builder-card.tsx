import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { CardPhotoViewer } from "#app/components/listings/card-photo-viewer.tsx";
import { MediaPinIcon } from "#app/components/listings/media-icons.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { instagramUrl } from "#app/modules/builders/builder-profile.schema.ts";
import { type BuilderCard as BuilderCardData, builderDisplayName } from "#app/modules/builders/builder-summary.ts";

export interface BuilderCardProps {
  builder: BuilderCardData;
  /** The first cards on the page load eagerly. */
  isAboveFold?: boolean;
}

const cardImageSizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * A builder on /builders (docs/product/builders.md, Builders directory): the first photo (it opens the
 * photos in a lightbox), the name linking to the profile, the location, and the Website and Instagram links.
 */
export function BuilderCard({ builder, isAboveFold = false }: BuilderCardProps) {
  const { t } = useTranslator();
  const name = builderDisplayName(builder.businessName, t);
  const cover = builder.images[0];
  const linkClass =
    "inline-flex min-h-11 items-center font-semibold text-pine-700 underline-offset-4 hover:text-pine-800 hover:underline";

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-sand-100">
        {cover ? (
          <CardPhotoViewer name={name} photos={builder.images}>
            <ResponsiveImage
              src={cover}
              alt=""
              sizes={cardImageSizes}
              width={640}
              height={480}
              priority={isAboveFold}
              widths={[480, 960]}
              className="h-full w-full object-cover"
            />
          </CardPhotoViewer>
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-ink-muted">
            {t("builders.card.noPhotos")}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="text-lg font-semibold leading-snug text-ink">
          <Link to={`/builder/${builder.id}`} className="underline-offset-4 hover:text-pine-800 hover:underline">
            {name}
          </Link>
        </h2>
        <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
          <MediaPinIcon className="h-4 w-4 shrink-0" />
          <span className="sr-only">{t("builders.card.location")} </span>
          {builder.location}
        </p>
        {builder.website || builder.instagram ? (
          <p className="mt-auto flex flex-wrap gap-x-5 pt-2 text-sm">
            {builder.website ? (
              <a href={builder.website} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                {t("builders.card.website")}
                <span className="sr-only"> {t("builders.card.ofNewTab", { name })}</span>
              </a>
            ) : null}
            {builder.instagram ? (
              <a
                href={instagramUrl(builder.instagram)}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={linkClass}
              >
                {t("builders.card.instagram")}
                <span className="sr-only"> {t("builders.card.ofNewTab", { name })}</span>
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
