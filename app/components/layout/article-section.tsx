import type { ReactNode } from "react";

/** A titled section of an advice page (Buying safely, Checking a camper's paperwork). */
export function ArticleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-pine-800">{title}</h2>
      <div className="mt-3 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

/** The underlined link of an advice page's text. */
export const articleLinkClass = "font-semibold text-pine-700 underline hover:text-pine-800";
