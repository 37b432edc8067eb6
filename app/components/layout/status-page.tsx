import type { ReactNode } from "react";
import { Link } from "react-router";

export interface StatusPageProps {
  title: string;
  message: string;
  children?: ReactNode;
}

/** The page shown for a missing page or a failure: a heading, a sentence, and a way back. */
export function StatusPage({ title, message, children }: StatusPageProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      {/* The product's headings may end a sentence ('Post not found.'); a document title does not. */}
      <title>{`${title.replace(/\.$/, "")} | Roamstead`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-pine-800 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-pine-700 px-5 font-semibold text-white hover:bg-pine-800"
      >
        Back to home
      </Link>
      {children}
    </section>
  );
}
