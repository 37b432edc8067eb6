import type { ReactNode } from "react";
import { Link } from "react-router";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";

const headClass = "px-3 py-2 font-semibold text-ink";

export interface ImportTableColumn {
  key: string;
  heading: ReactNode;
  /** A width the column keeps. */
  className?: string;
}

/**
 * A table of the import pages (the recent imports, an import's rows): in a box that scrolls sideways on a phone, its
 * caption said to screen readers, its columns' headings; `children` are its rows, cells padded `px-3 py-3`.
 */
export function ImportTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly ImportTableColumn[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption} className="mt-4 rounded-xl border border-sand-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className ? `${column.className} ${headClass}` : headClass}
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A link of a row (open an import, pay for a draft, view a listing), its label naming the row for a screen reader. */
export function ImportTableLink({ to, text, label }: { to: string; text: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline hover:text-pine-800"
    >
      {text}
    </Link>
  );
}
