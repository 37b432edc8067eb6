import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/media/responsive-image.tsx";

export interface CategoryTile {
  id: string;
  label: string;
  href: string;
  /** The cover of the newest listing of its kind, `/media/<id>`; null: the tile without a photo. */
  image: string | null;
}

/** Two tiles a row on a phone, three on a tablet, six on a desktop: the 480 px file is always enough. */
const tileImageSizes = "(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw";

/** The home page's categories (docs/product/browse-and-search.md, Categories): photo tiles that link to a search. */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link
            to={tile.href}
            className="group relative block aspect-[4/3] overflow-hidden rounded-xl bg-pine-700 shadow-sm transition hover:shadow-md focus-visible:ring-4 focus-visible:ring-sunset-500 focus-visible:outline-none"
          >
            {tile.image ? (
              <ResponsiveImage
                src={tile.image}
                alt=""
                sizes={tileImageSizes}
                widths={[480]}
                width={480}
                height={360}
                className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
              />
            ) : null}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent px-3 pt-8 pb-2.5 text-base font-bold leading-tight text-white sm:text-lg">
              {tile.label}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
