import type { ReactNode } from "react";

/** The payment return pages: a heading, a sentence, and what to do next. */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-ink-muted">{children}</div>
    </section>
  );
}
