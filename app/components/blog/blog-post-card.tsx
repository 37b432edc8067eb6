import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";
import { formatPostDate } from "#app/modules/blog/blog-post-view.ts";

export interface BlogPostCardProps {
  slug: string;
  title: string;
  createdAt: Date;
  coverImage: string | null;
  excerpt: string;
  /** The first card's cover is likely the page's largest paint: it loads at once. */
  isFirst?: boolean;
}

/** One post in the blog list: cover, title (link), long date, 250-character excerpt, 'Read More'. */
export function BlogPostCard({ slug, title, createdAt, coverImage, excerpt, isFirst = false }: BlogPostCardProps) {
  const { t, locale } = useTranslator();
  const href = `/blog/${slug}`;
  const titleId = `post-${slug}`;
  return (
    <article className="overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm sm:grid sm:grid-cols-[16rem_minmax(0,1fr)]">
      {coverImage ? (
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-sand-100">
          <ResponsiveImage
            src={coverImage}
            alt=""
            sizes="(min-width: 640px) 16rem, 100vw"
            width={960}
            height={640}
            widths={[480, 960]}
            priority={isFirst}
            className="aspect-[3/2] h-full w-full object-cover"
          />
        </Link>
      ) : null}
      <div className={`flex flex-col p-5 sm:p-6 ${coverImage ? "" : "sm:col-span-2"}`}>
        <h2 id={titleId} className="text-xl font-bold leading-snug tracking-tight text-ink sm:text-2xl">
          <Link to={href} className="underline-offset-4 hover:text-pine-700 hover:underline">
            {title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          <time dateTime={createdAt.toISOString()}>{formatPostDate(createdAt, locale)}</time>
        </p>
        {excerpt ? <p className="mt-3 leading-relaxed text-ink">{excerpt}</p> : null}
        <p className="mt-4">
          <Link
            to={href}
            aria-describedby={titleId}
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-800"
          >
            {t("blog.list.readMore")}
          </Link>
        </p>
      </div>
    </article>
  );
}
